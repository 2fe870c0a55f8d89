import {
  CAR_FILTER_SETTINGS_FIELDS,
  carFilterFields,
  DEFAULT_CAR_FILTER,
  isDefaultFilterValue,
  type CarFilter,
  type CarFilterSettingsField,
} from '@lease/api';

/**
 * What the calculator keeps in the URL: the filters a person sets, with the result list's page and
 * sort. The settings' fields come from the settings and the session, not the address.
 */
type UrlField = Exclude<keyof CarFilter, CarFilterSettingsField>;

const URL_FIELDS = (Object.keys(DEFAULT_CAR_FILTER) as (keyof CarFilter)[]).filter(
  (key): key is UrlField => !(CAR_FILTER_SETTINGS_FIELDS as readonly string[]).includes(key),
);

/** A value as the URL carries it: lists repeat their key, flags are `1`. */
function readRaw(params: URLSearchParams, key: UrlField): unknown {
  const defaultValue = DEFAULT_CAR_FILTER[key];
  if (Array.isArray(defaultValue)) {
    const values = params.getAll(key).slice(0, 100);
    return key.startsWith('n') ? values.map(Number) : values;
  }
  const value = params.get(key);
  if (value === null) return undefined;
  if (typeof defaultValue === 'boolean') return value === '1';
  if (typeof defaultValue === 'number') return value.trim() === '' ? Number.NaN : Number(value);
  return value;
}

/**
 * The filter in a calculator URL: each field the URL gives and the contract accepts, the default
 * for the rest. A field that does not parse (a typo, an edited link, an old bookmark) falls back
 * on its own; it never breaks the search or the page.
 */
export function carFilterFromSearchParams(params: URLSearchParams): CarFilter {
  const filter: Record<string, unknown> = { ...DEFAULT_CAR_FILTER };
  for (const key of URL_FIELDS) {
    const raw = readRaw(params, key);
    if (raw === undefined) continue;
    const parsed = carFilterFields()[key].safeParse(raw);
    if (parsed.success && parsed.data !== null) filter[key] = parsed.data;
  }
  return filter as CarFilter;
}

/** The URL query of a filter: only what differs from the defaults, so a plain search has none. */
export function searchParamsFromCarFilter(filter: CarFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of URL_FIELDS) {
    const value = filter[key];
    if (value === null || value === undefined || isDefaultFilterValue(key, value)) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (typeof value === 'boolean') params.set(key, value ? '1' : '0');
    else params.set(key, String(value));
  }
  return params;
}
