import { BIKE_BRANDS } from './bikeBrands.ts';
import { CAR_BRANDS } from './carBrands.ts';
import type { Catalog, CatalogBrand } from './catalogTypes.ts';
import { createIdSequence } from './createIdSequence.ts';
import { createRandom } from './createRandom.ts';
import { generateBikes } from './generateBikes.ts';
import { generateCarType } from './generateCarType.ts';
import { generateDealers } from './generateDealers.ts';
import { generateReviews } from './generateReviews.ts';
import { generateTypeOptions } from './generateTypeOptions.ts';
import { TRIMS } from './optionVocabulary.ts';
import { bikeTerms, termMatrix } from './termMatrix.ts';

/** The seed of the demo catalog. Changing it changes every generated id, price and date. */
export const CATALOG_SEED = 20_260_101;

/** First type id (`nTypeIDHist`): well clear of model ids, so the two are never confused. */
const FIRST_TYPE_ID = 100_001;
const FIRST_OPTION_ID = 1_000_001;

/**
 * The demo catalog, generated from `seed`: real makes and models (`carBrands.ts`,
 * `bikeBrands.ts`) with invented but plausible versions, prices, options, dealers, reviews and
 * view counts. The same seed always gives the same catalog, row for row.
 */
export function generateCatalog(seed: number = CATALOG_SEED): Catalog {
  const random = createRandom(seed);
  const nextBrandId = createIdSequence(1);
  const nextModelId = createIdSequence(1);
  const nextTypeId = createIdSequence(FIRST_TYPE_ID);
  const optionIds = {
    group: createIdSequence(1),
    option: createIdSequence(FIRST_OPTION_ID),
    rule: createIdSequence(1),
    pricingManager: createIdSequence(1),
    question: createIdSequence(1),
  };
  const nextDealerId = createIdSequence(1);
  const nextReviewId = createIdSequence(1);

  const catalog: Catalog = {
    brands: [],
    models: [],
    carTypes: [],
    bikes: [],
    optionGroups: [],
    options: [],
    optionRules: [],
    standardEquipment: [],
    parentSchemeOptions: [],
    pricingManagerOptions: [],
    orderQuestions: [],
    terms: [],
    dealers: [],
    reviews: [],
    views: [],
  };

  // Brands and models of both kinds get their ids from one sequence each, in catalog order.
  const addBrand = (facts: { name: string; country: string }, kind: CatalogBrand['kind']) => {
    const brand: CatalogBrand = {
      id: nextBrandId(),
      name: facts.name,
      kind,
      country: facts.country,
    };
    catalog.brands.push(brand);
    return brand;
  };
  const addModel = (
    brand: CatalogBrand,
    name: string,
    segment: Catalog['models'][number]['segment'],
  ) => {
    const modelId = nextModelId();
    catalog.models.push({ id: modelId, brandId: brand.id, name, kind: brand.kind, segment });
    return modelId;
  };

  for (const brandFacts of CAR_BRANDS) {
    const brand = addBrand(brandFacts, 'car');
    for (const modelFacts of brandFacts.models) {
      const modelId = addModel(brand, modelFacts.name, modelFacts.segment);

      // Every powertrain of the model gets at least one version, and every model at least three.
      const count = Math.max(3, Math.min(4, modelFacts.fuels.length + 1));
      const trims = random.sample(TRIMS, count);
      for (let level = 0; level < count; level += 1) {
        const type = generateCarType(random, {
          id: nextTypeId(),
          modelId,
          brand: brandFacts,
          model: modelFacts,
          fuel: modelFacts.fuels[level % modelFacts.fuels.length] ?? 'benzine',
          body: modelFacts.bodies[level % modelFacts.bodies.length] ?? 'hatchback',
          level,
          trim: trims[level] ?? 'Business',
        });
        catalog.carTypes.push(type);
        const rows = generateTypeOptions(
          random,
          optionIds,
          type,
          modelFacts.segment,
          level,
          brandFacts.priceFactor,
        );
        catalog.optionGroups.push(...rows.optionGroups);
        catalog.options.push(...rows.options);
        catalog.optionRules.push(...rows.optionRules);
        catalog.standardEquipment.push(...rows.standardEquipment);
        catalog.parentSchemeOptions.push(...rows.parentSchemeOptions);
        catalog.pricingManagerOptions.push(...rows.pricingManagerOptions);
        catalog.orderQuestions.push(...rows.orderQuestions);
        catalog.terms.push(...termMatrix(type.id, modelFacts.segment));
      }
      if (random.chance(0.35)) {
        catalog.reviews.push(
          ...generateReviews(
            random,
            modelId,
            `${brandFacts.name} ${modelFacts.name}`,
            nextReviewId,
          ),
        );
      }
    }
  }

  for (const brandFacts of BIKE_BRANDS) {
    const brand = addBrand(brandFacts, 'bike');
    for (const modelFacts of brandFacts.models) {
      const modelId = addModel(brand, modelFacts.name, null);
      for (const bike of generateBikes(random, modelFacts, modelId, nextTypeId)) {
        catalog.bikes.push(bike);
        catalog.terms.push(...bikeTerms(bike.id));
      }
    }
  }

  for (const brand of catalog.brands)
    catalog.dealers.push(...generateDealers(random, brand, nextDealerId));

  // A few versions draw most views, as on any shop: a steep power curve gives that long tail.
  for (const { id } of [...catalog.carTypes, ...catalog.bikes]) {
    catalog.views.push({ typeId: id, views: Math.floor(6000 * random.next() ** 4) });
  }
  return catalog;
}
