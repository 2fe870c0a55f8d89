import { DEFAULT_CAR_FILTER, type CarFilter, type SupportedLocale } from '@lease/api';
import { paths, type Segment } from '#src/config/paths.ts';
import { searchParamsFromCarFilter } from './carFilterParams.ts';

/** The calculator with these filter fields set and the rest at their defaults, as its URL holds them. */
export function calculatorFilterHref(
  lang: SupportedLocale,
  lease: Segment,
  filter: Partial<CarFilter>,
): string {
  const query = searchParamsFromCarFilter({ ...DEFAULT_CAR_FILTER, ...filter }).toString();
  const page = paths.calculator.getHref(lang, lease);
  return query ? `${page}?${query}` : page;
}
