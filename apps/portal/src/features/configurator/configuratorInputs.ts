import { type InterfaceLanguage, type OptionsRequest, type TermsRequest } from '@lease/api';
import type { Configuration } from './configurationParams.ts';

/** The car a configurator URL is about. */
export interface ConfiguredType {
  modelId: number;
  typeId: number;
  categoryId: number;
  mobilityProductId: number | null;
}

/** `GetOpties` for a configuration: the options with the chosen ones applied by the server. */
export function optionsRequest(
  car: ConfiguredType,
  configuration: Configuration,
  language: InterfaceLanguage,
): OptionsRequest {
  return {
    nTypeIDHist: car.typeId,
    cGekozenOpties: (configuration.options ?? []).join(','),
    cTaal: language,
    nCategorieID: car.categoryId,
    MantelOpties: configuration.schemeOff.map((nComponentNr) => ({
      nComponentNr,
      bChecked: false,
    })),
    bClusterPakket: true,
    bSkipFetchFrameworkOptionsComponents: false,
    MobilityProductId: car.mobilityProductId,
  };
}

/** `GetLooptijdKilometrages` for an ordinary (OMR) configuration of the type. */
export function termsRequest(car: ConfiguredType): TermsRequest {
  return { cSoort: 'OMR', ID: car.typeId, MobilityProductId: car.mobilityProductId };
}
