import { describe, expect, it } from 'vitest';
import { getDemoCatalog } from '../seed/seedCatalog.ts';
import type { Catalog } from './catalogTypes.ts';
import { BIKE_KINDS, BODY_TYPES, CHARGE_CABLES, FUEL_TYPES, isPlugIn } from './catalogValues.ts';
import { fuelLabel } from './fuelLabel.ts';
import { generateCatalog } from './generateCatalog.ts';

const catalog = getDemoCatalog();
const carBrands = catalog.brands.filter((b) => b.kind === 'car');
const carModels = catalog.models.filter((m) => m.kind === 'car');

const groupBy = <T, K>(items: readonly T[], key: (item: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

describe('the demo catalog', () => {
  it('is the same for the same seed and different for another', () => {
    expect(generateCatalog()).toEqual(catalog);
    const other: Catalog = generateCatalog(1);
    expect(other.carTypes.map((t) => t.cataloguePrice)).not.toEqual(
      catalog.carTypes.map((t) => t.cataloguePrice),
    );
  });

  it('has at least 25 car makes, 150 car models, 600 car types and 60 bikes', () => {
    expect(carBrands.length).toBeGreaterThanOrEqual(25);
    expect(carModels.length).toBeGreaterThanOrEqual(150);
    expect(catalog.carTypes.length).toBeGreaterThanOrEqual(600);
    expect(catalog.bikes.length).toBeGreaterThanOrEqual(60);
  });

  it('covers every fuel type, body type and charge cable of spec point 9', () => {
    expect(new Set(catalog.carTypes.map((t) => t.fuel))).toEqual(new Set(FUEL_TYPES));
    expect(new Set(catalog.carTypes.map((t) => t.body))).toEqual(new Set(BODY_TYPES));
    expect(new Set(catalog.carTypes.flatMap((t) => t.chargeCables))).toEqual(
      new Set(CHARGE_CABLES),
    );
  });

  it('uses unique ids, and every reference points at a row that exists', () => {
    const typeIds = [...catalog.carTypes, ...catalog.bikes].map((t) => t.id);
    for (const ids of [
      catalog.brands.map((b) => b.id),
      catalog.models.map((m) => m.id),
      typeIds,
      catalog.options.map((o) => o.id),
    ]) {
      expect(new Set(ids).size).toBe(ids.length);
    }
    const brandIds = new Set(catalog.brands.map((b) => b.id));
    const modelIds = new Set(catalog.models.map((m) => m.id));
    const typeIdSet = new Set(typeIds);
    for (const model of catalog.models) expect(brandIds.has(model.brandId)).toBe(true);
    for (const type of [...catalog.carTypes, ...catalog.bikes])
      expect(modelIds.has(type.modelId)).toBe(true);
    for (const term of catalog.terms) expect(typeIdSet.has(term.typeId)).toBe(true);
    for (const view of catalog.views) expect(typeIdSet.has(view.typeId)).toBe(true);
    for (const review of catalog.reviews) expect(modelIds.has(review.modelId)).toBe(true);
  });

  it('gives every car plausible figures: price, admission 2023–2026, CO2, power, seats, doors', () => {
    for (const type of catalog.carTypes) {
      expect(type.cataloguePrice).toBeGreaterThan(10000);
      expect(type.cataloguePrice).toBeLessThan(250000);
      expect(type.firstAdmission).toMatch(/^202[3-6]-(0[1-9]|1[0-2])-(0[1-9]|[12]\d)$/);
      expect(type.powerKw).toBeGreaterThan(30);
      expect(type.seats).toBeGreaterThanOrEqual(2);
      expect(type.doors).toBeGreaterThanOrEqual(2);
      expect(type.towingUnbrakedKg).toBeLessThanOrEqual(Math.min(750, type.towingBrakedKg));
      expect(type.fuelLabel).toBe(
        fuelLabel(
          type.co2,
          catalog.models.find((m) => m.id === type.modelId)?.segment ?? 'compact',
        ),
      );
      const zeroEmission = type.fuel === 'elektrisch' || type.fuel === 'waterstof';
      if (zeroEmission) expect(type.co2).toBe(0);
      else expect(type.co2).toBeGreaterThan(0);
      if (isPlugIn(type.fuel)) expect(type.chargeCables.length).toBeGreaterThan(0);
      else expect(type.chargeCables).toEqual([]);
    }
  });

  it('gives every electric car a range and label A, every plug-in hybrid an electric range', () => {
    for (const type of catalog.carTypes) {
      if (type.fuel === 'elektrisch') {
        expect(type.rangeKm).toBeGreaterThan(100);
        expect(type.fuelLabel).toBe('A');
      } else if (isPlugIn(type.fuel)) {
        expect(type.rangeKm).toBeGreaterThanOrEqual(40);
      } else if (type.fuel !== 'waterstof') {
        expect(type.rangeKm).toBeNull();
      }
    }
  });

  it('prices the classes plausibly: the average luxury car costs more than the average city car', () => {
    const average = (segment: string) => {
      const models = new Set(carModels.filter((m) => m.segment === segment).map((m) => m.id));
      const prices = catalog.carTypes
        .filter((t) => models.has(t.modelId))
        .map((t) => t.cataloguePrice);
      return prices.reduce((sum, p) => sum + p, 0) / prices.length;
    };
    expect(average('city')).toBeLessThan(average('compact'));
    expect(average('compact')).toBeLessThan(average('executive'));
    expect(average('executive')).toBeLessThan(average('luxury'));
  });

  it('fills every bike filter field, covers every bike kind and gives bikes a retail price', () => {
    for (const bike of catalog.bikes) {
      for (const field of [
        'kind',
        'frameType',
        'frameHeight',
        'riderLength',
        'gears',
        'wheelSize',
        'drive',
      ] as const) {
        expect(bike[field]).toMatch(/\S/);
        expect(bike[field]).not.toContain(',');
      }
      expect(typeof bike.smartphoneSupport).toBe('boolean');
      expect(bike.retailPrice).toBeGreaterThan(500);
      expect(bike.rangeKm === null).toBe(bike.drive === 'geen');
    }
    expect(new Set(catalog.bikes.map((b) => b.kind))).toEqual(new Set(BIKE_KINDS));
    expect(new Set(catalog.bikes.map((b) => b.smartphoneSupport))).toEqual(new Set([true, false]));
  });

  it('offers every type at least one term and mileage, cars 36/48/60 months and bikes 36, one default each', () => {
    const termsByType = groupBy(catalog.terms, (t) => t.typeId);
    for (const type of catalog.carTypes) {
      const terms = termsByType.get(type.id) ?? [];
      expect(new Set(terms.map((t) => t.termMonths))).toEqual(new Set([36, 48, 60]));
      for (const term of terms) {
        expect(term.kmPerYear % 5000).toBe(0);
        expect(term.kmPerYear).toBeGreaterThanOrEqual(10000);
        expect(term.kmPerYear).toBeLessThanOrEqual(40000);
      }
      expect(terms.filter((t) => t.isDefault)).toHaveLength(1);
    }
    for (const bike of catalog.bikes) {
      expect(termsByType.get(bike.id)).toEqual([
        { typeId: bike.id, termMonths: 36, kmPerYear: 0, isDefault: true },
      ]);
    }
  });

  it('gives every car type paint, upholstery and wheel clusters with exactly one default each', () => {
    const optionsByType = groupBy(catalog.options, (o) => o.typeId);
    for (const type of catalog.carTypes) {
      const options = optionsByType.get(type.id) ?? [];
      for (const cluster of ['lak', 'bekleding', 'velgen']) {
        const members = options.filter((o) => o.cluster === cluster);
        expect(members.length).toBeGreaterThanOrEqual(2);
        expect(members.filter((o) => o.isDefault)).toHaveLength(1);
        expect(members.find((o) => o.isDefault)?.price).toBe(0);
      }
      const paints = options.filter((o) => o.isPaint);
      expect(
        paints.every((o) => o.cluster === 'lak' && /^#[0-9a-f]{6}$/.test(o.colourHex ?? '')),
      ).toBe(true);
      // No other cluster has a default that would fight the driver's choice.
      expect(
        options.filter(
          (o) => o.isDefault && !['lak', 'bekleding', 'velgen'].includes(o.cluster ?? ''),
        ),
      ).toEqual([]);
    }
  });

  it('has the other option kinds: standard, WLTP-changing, accessories, parent-scheme, pricing-manager, order questions', () => {
    const perType = (rows: readonly { typeId: number }[]) => new Set(rows.map((r) => r.typeId));
    const carTypeIds = catalog.carTypes.map((t) => t.id);
    for (const rows of [
      catalog.standardEquipment,
      catalog.parentSchemeOptions,
      catalog.pricingManagerOptions,
      catalog.orderQuestions,
    ]) {
      const covered = perType(rows);
      expect(carTypeIds.every((id) => covered.has(id))).toBe(true);
    }
    expect(catalog.options.some((o) => o.changesWltp)).toBe(true);
    expect(catalog.options.some((o) => o.isAccessory)).toBe(true);
    const parent = catalog.parentSchemeOptions;
    expect(parent.some((p) => p.removable) && parent.some((p) => !p.removable)).toBe(true);
    expect(catalog.pricingManagerOptions.some((p) => p.price < 0)).toBe(true);
    expect(new Set(catalog.orderQuestions.map((q) => q.answerType))).toEqual(
      new Set(['tekst', 'bedrag', 'janee']),
    );
  });

  it('has forced-option rules between options of the same type, with a popup in four languages', () => {
    const options = new Map(catalog.options.map((o) => [o.id, o]));
    expect(catalog.optionRules.length).toBeGreaterThan(catalog.carTypes.length / 2);
    for (const rule of catalog.optionRules) {
      const option = options.get(rule.optionId);
      const forced = options.get(rule.forcedOptionId);
      expect(option?.typeId).toBe(rule.typeId);
      expect(forced?.typeId).toBe(rule.typeId);
      for (const language of ['nl', 'en', 'fr', 'de'] as const) {
        expect(rule.popup[language]).toContain(option?.name[language]);
        expect(rule.popup[language]).toContain(forced?.name[language]);
      }
    }
  });

  it('has a few dealers per make in Dutch towns, reviews for some models and a view count per type', () => {
    const dealersByBrand = groupBy(catalog.dealers, (d) => d.brandId);
    for (const brand of catalog.brands) {
      const dealers = dealersByBrand.get(brand.id) ?? [];
      expect(dealers.length).toBeGreaterThanOrEqual(2);
      expect(new Set(dealers.map((d) => d.town)).size).toBe(dealers.length);
      for (const dealer of dealers) {
        expect(dealer.postcode).toMatch(/^[1-9]\d{3} [A-Z]{2}$/);
        expect(dealer.email).toMatch(/^[a-z0-9.-]+@[a-z0-9-]+\.example$/);
      }
    }
    const reviewed = new Set(catalog.reviews.map((r) => r.modelId));
    expect(reviewed.size).toBeGreaterThan(20);
    expect(reviewed.size).toBeLessThan(carModels.length);
    for (const review of catalog.reviews) {
      expect(review.score).toBeGreaterThanOrEqual(0);
      expect(review.score).toBeLessThanOrEqual(10);
    }
    expect(catalog.views).toHaveLength(catalog.carTypes.length + catalog.bikes.length);
    expect(Math.max(...catalog.views.map((v) => v.views))).toBeGreaterThan(1000);
  });
});

describe('fuelLabel', () => {
  it.each([
    [0, 'luxury', 'A'],
    [95, 'compact', 'A'],
    [96, 'compact', 'B'],
    [140, 'compact', 'D'],
    [140, 'luxury', 'B'],
    [100, 'city', 'B'],
    [260, 'sport', 'G'],
  ] as const)('%d g/km in segment %s → %s', (co2, segment, label) => {
    expect(fuelLabel(co2, segment)).toBe(label);
  });
});
