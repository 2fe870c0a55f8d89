import type { SavedCar, SupportedLocale } from '@lease/api';
import { paths, type Segment } from '#src/config/paths.ts';
import { ownOptionsOf, searchParamsFromConfiguration } from './configurationParams.ts';
import { formatTypeParam } from './typeParam.ts';

/**
 * The configurator with a saved configuration restored whole: its options, term and mileage,
 * parent-scheme choices and own options, and the saved configuration it came from (so the page
 * can name the options the catalogue has dropped since). What the server did not say (an older
 * server without the options) is left to the configurator's defaults.
 */
export function savedConfigurationHref(
  lang: SupportedLocale,
  lease: Segment,
  car: SavedCar,
): string {
  const query = searchParamsFromConfiguration({
    options: car.Opties ?? null,
    term: car.nLooptijd || null,
    mileage: car.nKilometrage || null,
    schemeOff: (car.MantelOpties ?? [])
      .filter((choice) => !choice.bChecked)
      .map((choice) => choice.nComponentNr),
    ownOptions: car.EigenOpties
      ? ownOptionsOf(car.EigenOpties.filter((own) => !own.bIsBestellingVraag))
      : null,
    saved: car.ID,
  }).toString();
  const page = paths.configurator.getHref(
    lang,
    lease,
    car.Auto.nModelID,
    formatTypeParam(car.Auto.nTypeIDHist),
  );
  return `${page}?${query}`;
}
