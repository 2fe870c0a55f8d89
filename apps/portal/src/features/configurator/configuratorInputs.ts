import {
  type CarDetails,
  type CarDetailsQuery,
  type CarType,
  type EigenOptie,
  type InterfaceLanguage,
  type OptionsRequest,
  type TaxSettings,
  type TermsRequest,
} from '@lease/api';
import type { Configuration, OwnOption } from '#src/lib/configurationParams.ts';

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

/** `GetCardetails` of the type (the compare page asks the same, so the answer is shared). */
export function carDetailsRequest(car: ConfiguredType): CarDetailsQuery {
  return {
    nTypeIDHist: car.typeId,
    ...(car.mobilityProductId ? { MobilityProductId: car.mobilityProductId } : {}),
  };
}

/** `GetCardetails` of the type as the pricing manager `id` offers it (spec point 7). */
export function offerDetailsRequest(car: ConfiguredType, id: number): CarDetailsQuery {
  return { ...carDetailsRequest(car), nPricingManagerId: id };
}

/** The type a `GetCardetails` answer is about, or null when the answer does not hold it. */
export function typeInDetails(details: CarDetails | undefined, typeId: number): CarType | null {
  for (const brand of details?.Merken ?? []) {
    for (const model of brand.Modellen) {
      const type = model.Types.find((candidate) => candidate.nTypeIDHist === typeId);
      if (type) return type;
    }
  }
  return null;
}

/** `GetLooptijdKilometrages` for an ordinary (OMR) configuration of the type. */
export function termsRequest(car: ConfiguredType): TermsRequest {
  return { cSoort: 'OMR', ID: car.typeId, MobilityProductId: car.mobilityProductId };
}

/** `GetLooptijdKilometrages` of kind PM: the terms and mileages of the pricing manager `id`. */
export function pricingManagerTermsRequest(
  id: number,
  mobilityProductId: number | null,
): TermsRequest {
  return { cSoort: 'PM', ID: id, MobilityProductId: mobilityProductId };
}

/** The driver's own options as `GetDetails`, a saved configuration and the cart send them. */
export function ownOptionsAsEigenOpties(own: readonly OwnOption[]): EigenOptie[] {
  return own.map((option) => ({
    nEigenOptieID: null,
    cOmschrijving: option.description,
    nPrijs: option.price,
    bIsBestellingVraag: false,
    bVerplicht: false,
    cAntwoord: null,
    cType: 'bedrag',
  }));
}

/**
 * What every calculation (`GetDetails`) of the car starts from: the car, the driver's tax basis
 * (none until the settings are in: the page waits for them before it asks), term and mileage.
 */
export function calculationBasis(
  car: ConfiguredType,
  tax: TaxSettings | undefined,
  chosen: { term: number; mileage: number },
) {
  return {
    nTypeIDHist: car.typeId,
    nCategorieID: car.categoryId,
    nBelastingPercentage: tax?.nBelastingPercentage ?? 0,
    bAlleenZakelijk: tax?.bAlleenZakelijk ?? false,
    nLooptijd: chosen.term,
    nKilometrage: chosen.mileage,
    MobilityProductId: car.mobilityProductId,
  };
}
