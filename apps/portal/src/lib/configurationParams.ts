import type { EigenOptie } from '@lease/api';

/** An option the driver typed in (an accessory from the dealer) with its price incl. VAT. */
export interface OwnOption {
  description: string;
  price: number;
}

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
  /** The driver's own options; null: the ones the server offers (none, usually). */
  ownOptions: OwnOption[] | null;
  /**
   * The saved configuration (`ID`) this one was reopened from, if any: the configurator names its
   * options the catalogue no longer has. It stays through changes, so the notice does too.
   */
  saved: number | null;
}

/** The most own options a URL carries; `GetDetails` takes 100 own options and order questions. */
export const MAX_OWN_OPTIONS = 20;
/** The longest description the own-option form accepts. */
export const MAX_OWN_DESCRIPTION = 200;
/** The highest price the own-option form accepts (`parseAmount` of the design system). */
const MAX_OWN_PRICE = 1_000_000;

const ID = /^[1-9]\d{0,9}$/;

/** A comma-separated id list: absent is null, empty is none, anything malformed is null. */
export function idsParam(value: string | null): number[] | null {
  if (value === null) return null;
  if (value === '') return [];
  const parts = value.split(',').slice(0, 500);
  return parts.every((part) => ID.test(part)) ? [...new Set(parts.map(Number))] : null;
}

/** One id; anything else is null. */
function idParam(value: string | null): number | null {
  return value !== null && ID.test(value) ? Number(value) : null;
}

function bounded(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}

// `eigen=<price>:<description>`, once per option: the price first, so the description may hold
// any character (a colon too); URLSearchParams encodes it.
const OWN = /^(\d{1,7}(?:\.\d{1,2})?):([^]*)$/;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f]/;

function ownOption(value: string): OwnOption | null {
  const match = OWN.exec(value);
  if (!match) return null;
  const price = Number(match[1]);
  const description = (match[2] ?? '').trim();
  if (price > MAX_OWN_PRICE || description === '' || description.length > MAX_OWN_DESCRIPTION)
    return null;
  return CONTROL.test(description) ? null : { description, price };
}

/** The own options of a URL: absent is "the server's", and a malformed entry is left out alone. */
function ownOptions(values: string[]): OwnOption[] | null {
  if (values.length === 0) return null;
  return values
    .map(ownOption)
    .filter((option) => option !== null)
    .slice(0, MAX_OWN_OPTIONS);
}

/** The configuration in a configurator URL; anything malformed reads as "the default". */
export function configurationFromSearchParams(params: URLSearchParams): Configuration {
  return {
    options: idsParam(params.get('opties')),
    term: bounded(params.get('looptijd'), 120),
    mileage: bounded(params.get('km'), 200_000),
    schemeOff: idsParam(params.get('mantelUit')) ?? [],
    ownOptions: ownOptions(params.getAll('eigen')),
    saved: idParam(params.get('opgeslagen')),
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
  if (configuration.ownOptions !== null) {
    // An empty value says "none", as `opties=` does: the server's own options are gone too.
    if (configuration.ownOptions.length === 0) params.set('eigen', '');
    for (const option of configuration.ownOptions)
      params.append('eigen', `${Math.round(option.price * 100) / 100}:${option.description}`);
  }
  if (configuration.saved !== null) params.set('opgeslagen', String(configuration.saved));
  return params;
}

/** Own options as the server sends them (offered, or saved), as the URL keeps them. */
export function ownOptionsOf(eigenOpties: readonly EigenOptie[]): OwnOption[] {
  return eigenOpties.map((option) => ({
    description: option.cOmschrijving,
    price: option.nPrijs ?? 0,
  }));
}
