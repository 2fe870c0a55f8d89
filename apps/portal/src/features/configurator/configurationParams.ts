/** What the configurator keeps in the URL: a reload, a shared link or the back button restores it. */
export interface Configuration {
  /** The chosen option ids (`nOptieIDHist`); null: the server's own default choice. */
  options: number[] | null;
  /** Term in months; null: the scheme's standard term. */
  term: number | null;
  /** Mileage per year; null: the scheme's standard mileage. */
  mileage: number | null;
  /** Parent-scheme options (`nComponentNr`) the driver switched off. */
  schemeOff: number[];
}

const ID = /^[1-9]\d{0,9}$/;

function ids(value: string | null): number[] | null {
  if (value === null) return null;
  if (value === '') return [];
  const parts = value.split(',').slice(0, 500);
  return parts.every((part) => ID.test(part)) ? [...new Set(parts.map(Number))] : null;
}

function bounded(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}

/** The configuration in a configurator URL; anything malformed reads as "the default". */
export function configurationFromSearchParams(params: URLSearchParams): Configuration {
  return {
    options: ids(params.get('opties')),
    term: bounded(params.get('looptijd'), 120),
    mileage: bounded(params.get('km'), 200_000),
    schemeOff: ids(params.get('mantelUit')) ?? [],
  };
}

/** The URL query of a configuration; what is left at the default stays out. */
export function searchParamsFromConfiguration(configuration: Configuration): URLSearchParams {
  const params = new URLSearchParams();
  if (configuration.options !== null) params.set('opties', configuration.options.join(','));
  if (configuration.term !== null) params.set('looptijd', String(configuration.term));
  if (configuration.mileage !== null) params.set('km', String(configuration.mileage));
  if (configuration.schemeOff.length > 0)
    params.set('mantelUit', configuration.schemeOff.join(','));
  return params;
}
