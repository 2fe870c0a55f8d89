import type { CarFilter } from '../schemas/carFilter.ts';
import type { CarPolicy, PolicyCounts } from '../schemas/policy.ts';

/** A limit of the car policy that narrows the choice, with the search that shows what is left. */
export interface PolicyLimit {
  kind: 'norm' | 'orderable' | 'plugIn' | 'fuelLabel';
  /** The calculator's filter fields that find the cars within this limit (the rest default). */
  filter: Partial<CarFilter>;
  /** The cars within it, as the server counted them with this filter; `null` when not sent. */
  count: number | null;
}

/** The count field of `Aantallen` each limit's number travels in. */
export const POLICY_COUNT_FIELDS = {
  norm: 'nBinnenNorm',
  orderable: 'nBestelbaar',
  plugIn: 'nPlugin',
  fuelLabel: 'nBrandstoflabel',
} as const satisfies Record<PolicyLimit['kind'], keyof PolicyCounts>;

type PolicyFacts = Pick<
  CarPolicy,
  'Categorie' | 'bAlleenPlugin' | 'cBrandstoflabelMax' | 'Aantallen' | 'bBudgetTotaleKosten'
>;

/**
 * The policy's limits in the order a driver reads them, each with the calculator filter that shows
 * the cars within it. The portal links with these filters and the server counts with them, so a
 * link's number is what the calculator then finds.
 *
 * - Within the norm: a lease price up to the norm, so no own contribution above it.
 * - Orderable: an own contribution up to the maximum above the norm plus the fixed contribution
 *   every car carries (the search filters the whole own contribution). A maximum of 0 without a
 *   fixed part is the norm's search again: the filter's 0 means "no limit".
 * - Plug-in only, and the worst fuel label allowed (G allows every car, so it is no limit).
 *
 * The rules on the car itself (plug-in, label) hold whatever the price, so the two price limits
 * search within them: "cars you can order" are the ones that can be. A norm of 0 is no limit: every
 * euro of the lease price is then the driver's. On a total-cost budget (lease and energy) the
 * norm's limit is searched by the own contribution, where it can be.
 */
export function policyLimits(policy: PolicyFacts): PolicyLimit[] {
  const counted = (kind: PolicyLimit['kind']) =>
    policy.Aantallen?.[POLICY_COUNT_FIELDS[kind]] ?? null;
  const label =
    policy.cBrandstoflabelMax && policy.cBrandstoflabelMax !== 'G'
      ? policy.cBrandstoflabelMax
      : null;
  const carRules: Partial<CarFilter> = {
    ...(policy.bAlleenPlugin ? { bAlleenPlugin: true } : {}),
    ...(label ? { cBrandstoflabelMax: label } : {}),
  };
  const limits: PolicyLimit[] = [];
  const category = policy.Categorie;
  // Within the norm: no own contribution above it. On the lease price that is a lease price up
  // to the norm; on the total cost only the own contribution tells (the search has no filter on
  // lease and energy together), which the filter can say only above 0 (its 0 means no limit).
  const withinNorm: Partial<CarFilter> | null =
    !category || category.nNormbedrag <= 0
      ? null
      : !policy.bBudgetTotaleKosten
        ? { nLeaseMax: category.nNormbedrag }
        : category.nVasteEigenbijdrage > 0
          ? { nEigenbijdrageMax: category.nVasteEigenbijdrage }
          : null;
  if (withinNorm) {
    limits.push({ kind: 'norm', filter: { ...withinNorm, ...carRules }, count: counted('norm') });
  }
  if (category && category.nMaxEigenbijdrage !== null) {
    const highest = category.nMaxEigenbijdrage + category.nVasteEigenbijdrage;
    const price: Partial<CarFilter> | null =
      highest > 0 ? { nEigenbijdrageMax: highest } : withinNorm;
    if (price) {
      limits.push({
        kind: 'orderable',
        filter: { ...price, ...carRules },
        count: counted('orderable'),
      });
    }
  }
  if (policy.bAlleenPlugin) {
    limits.push({ kind: 'plugIn', filter: { bAlleenPlugin: true }, count: counted('plugIn') });
  }
  if (label) {
    limits.push({
      kind: 'fuelLabel',
      filter: { cBrandstoflabelMax: label },
      count: counted('fuelLabel'),
    });
  }
  return limits;
}
