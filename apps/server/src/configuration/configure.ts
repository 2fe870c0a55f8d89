import type { EigenOptie, MantelOptionChoice } from '@lease/api/contract';
import type { DriverCost } from '../lease/driverMonthlyCost.ts';
import { roundCents } from '../lease/roundCents.ts';
import { RequestError } from '../http/RequestError.ts';
import {
  driverCost,
  quoteVehicle,
  type DriverPricing,
  type VehicleQuote,
} from '../pricing/quoteVehicle.ts';
import { quoteVehicleOf, type IndexedType } from '../search/catalogIndex.ts';
import type { Texts, TypeOption, TypeOptions } from './typeOptions.ts';

/** An option the server added because a chosen one requires it. */
export interface ForcedOption {
  option: TypeOption;
  by: TypeOption;
  popup: Texts;
}

/** The driver's choice of options after the cluster and package rules. */
export interface ResolvedOptions {
  chosen: TypeOption[];
  forced: ForcedOption[];
}

/**
 * Applies the configurator's rules to the options the driver sent, in order: an option replaces
 * the chosen one of its cluster (one paint, one upholstery, one wheel set); an option that
 * requires another adds it (and tells why); a cluster left empty gets its default. Ids that are
 * not options of this type are refused, naming `field`.
 */
export function resolveOptions(
  options: TypeOptions,
  ids: readonly number[],
  field: string,
): ResolvedOptions {
  const chosen: TypeOption[] = [];
  const choose = (option: TypeOption) => {
    const existing = chosen.findIndex(
      (o) => o.id === option.id || (option.cluster !== null && o.cluster === option.cluster),
    );
    if (existing >= 0) chosen.splice(existing, 1);
    chosen.push(option);
  };
  for (const id of ids) {
    const option = options.byId.get(id);
    if (!option) {
      throw new RequestError(`${field}: option ${id} is not an option of this car.`, { field });
    }
    choose(option);
  }

  const forced: ForcedOption[] = [];
  // Rules can chain; the catalog has no cycles, and the bound keeps a bad edit from looping.
  for (let pass = 0; pass < 5; pass++) {
    let changed = false;
    for (const rule of options.rules) {
      const by = chosen.find((o) => o.id === rule.optionId);
      if (!by || chosen.some((o) => o.id === rule.forcedOptionId)) continue;
      const option = options.byId.get(rule.forcedOptionId);
      if (!option) continue;
      choose(option);
      forced.push({ option, by, popup: rule.popup });
      changed = true;
    }
    if (!changed) break;
  }

  for (const group of options.groups) {
    for (const option of group.options) {
      if (
        option.isDefault &&
        option.cluster !== null &&
        !chosen.some((o) => o.cluster === option.cluster)
      ) {
        chosen.push(option);
      }
    }
  }
  return { chosen, forced };
}

/** The parent-scheme components with the driver's choice applied (only removable ones can go). */
export function parentSchemeChoice(
  options: TypeOptions,
  choices: readonly MantelOptionChoice[],
  field = 'MantelOpties',
) {
  for (const choice of choices) {
    if (!options.parentScheme.some((c) => c.componentNr === choice.nComponentNr)) {
      throw new RequestError(
        `${field}: component ${choice.nComponentNr} is not part of this car's scheme.`,
        { field },
      );
    }
  }
  return options.parentScheme.map((component) => {
    const choice = choices.find((c) => c.nComponentNr === component.componentNr);
    const checked = component.removable ? (choice?.bChecked ?? component.checked) : true;
    return { ...component, checked };
  });
}

/** What is being priced: the type, its options, and every choice of the request. */
export interface ConfigurationInput {
  type: IndexedType;
  options: TypeOptions;
  optionIds: readonly number[];
  ownOptions: readonly EigenOptie[];
  parentScheme: readonly MantelOptionChoice[];
  /** Pricing-manager options chosen (ids); only priced for a pricing-manager request. */
  pricingManagerIds: readonly number[] | null | undefined;
  pricingManager: boolean;
  termMonths: number;
  kmPerYear: number;
  /** The driver acts under a parent scheme: its components are priced. */
  withParentScheme: boolean;
}

/** A priced configuration. */
export interface Configuration {
  resolved: ResolvedOptions;
  factoryOptions: number;
  accessories: number;
  parentScheme: ReturnType<typeof parentSchemeChoice>;
  pricingManagerChecked: Set<number>;
  /** The pricing-manager options priced in, for the order's lines. */
  pricingManagerChosen: TypeOptions['pricingManager'];
  quote: VehicleQuote;
  cost: DriverCost;
  /** A chosen option changes the WLTP figures. */
  wltp: boolean;
}

/** The term and mileage must be one the type offers (bikes: their term, mileage 0). */
export function checkTerm(options: TypeOptions, termMonths: number, kmPerYear: number): void {
  if (!options.terms.some((t) => t.termMonths === termMonths)) {
    throw new RequestError(`nLooptijd: ${termMonths} months is not offered for this car.`, {
      field: 'nLooptijd',
    });
  }
  if (!options.terms.some((t) => t.termMonths === termMonths && t.kmPerYear === kmPerYear)) {
    throw new RequestError(`nKilometrage: ${kmPerYear} km a year is not offered for this car.`, {
      field: 'nKilometrage',
    });
  }
}

/**
 * Prices a configuration with `src/lease`: factory options raise the lease price and the fiscal
 * value; dealer accessories, own options and pricing-manager options only the lease price;
 * parent-scheme components add their monthly price.
 */
export function configure(input: ConfigurationInput, pricing: DriverPricing): Configuration {
  checkTerm(input.options, input.termMonths, input.kmPerYear);
  const resolved = resolveOptions(input.options, input.optionIds, 'Opties');
  const factoryOptions = roundCents(
    resolved.chosen.filter((o) => !o.isAccessory).reduce((sum, o) => sum + o.price, 0),
  );
  const ownOptions = input.ownOptions
    .filter((o) => !o.bIsBestellingVraag)
    .reduce((sum, o) => sum + (o.nPrijs ?? 0), 0);

  const pricingManagerChecked = new Set<number>();
  if (input.pricingManager) {
    const ids = input.pricingManagerIds;
    for (const id of ids ?? []) {
      if (!input.options.pricingManager.some((p) => p.id === id)) {
        throw new RequestError(`PMOpties: ${id} is not a pricing-manager option of this car.`, {
          field: 'PMOpties',
        });
      }
      pricingManagerChecked.add(id);
    }
    if (!ids) {
      for (const p of input.options.pricingManager) if (p.checked) pricingManagerChecked.add(p.id);
    }
  }
  const pricingManagerChosen = input.options.pricingManager.filter((p) =>
    pricingManagerChecked.has(p.id),
  );
  const pricingManagerAmount = pricingManagerChosen.reduce((sum, p) => sum + p.price, 0);
  const accessories = roundCents(
    Math.max(
      0,
      resolved.chosen.filter((o) => o.isAccessory).reduce((sum, o) => sum + o.price, 0) +
        ownOptions +
        pricingManagerAmount,
    ),
  );

  const parentScheme = input.withParentScheme
    ? parentSchemeChoice(input.options, input.parentScheme)
    : [];
  const monthlyExtras = parentScheme
    .filter((c) => c.checked)
    .reduce((sum, c) => sum + c.monthlyPrice, 0);

  const quote = quoteVehicle(quoteVehicleOf(input.type), {
    factoryOptions,
    accessories,
    termMonths: input.termMonths,
    kmPerYear: input.kmPerYear,
    monthlyExtras,
  });
  return {
    resolved,
    factoryOptions,
    accessories,
    parentScheme,
    pricingManagerChecked,
    pricingManagerChosen,
    quote,
    cost: driverCost(quote, pricing, input.type, input.kmPerYear),
    wltp: resolved.chosen.some((o) => o.changesWltp),
  };
}
