import type {
  ConfiguratorDetail,
  DetailRequest,
  InterfaceLanguage,
  QuoteOwnOption,
} from '@lease/api/contract';
import { hashOf } from '../configuration/calculations.ts';
import type { PricedRequest } from '../configuration/pricedCalculation.ts';
import { savedOptionNames, type SavedOptionNames } from '../configuration/savedConfiguration.ts';
import type { Texts } from '../configuration/typeOptions.ts';

/** The car of a quote, named as the catalogue named it. */
export interface QuoteVehicleNames {
  nModelID: number;
  cMerk: string;
  cModel: string;
  cType: string;
}

/** Everything a quote keeps of its calculation when it is made (a row of `quotes`, less dates). */
export interface QuoteSnapshot {
  clientCode: string;
  owner: string;
  calculationId: number;
  language: InterfaceLanguage;
  typeId: number;
  vehicle: QuoteVehicleNames;
  request: DetailRequest;
  detail: ConfiguratorDetail;
  optionNames: SavedOptionNames;
  ownOptions: QuoteOwnOption[];
  parentSchemeComponents: Texts[];
  parentSchemeName: string | null;
  /** The figures' key: the same calculation with the same figures is one quote while it holds. */
  detailHash: string;
}

/**
 * What a quote keeps of a priced calculation: its figures and request, and the names it shows in
 * every language (options priced, parent-scheme components that are on, the car), so it can be
 * read in any language later without the catalogue.
 */
export function quoteSnapshot(input: {
  clientCode: string;
  owner: string;
  language: InterfaceLanguage;
  request: DetailRequest;
  priced: PricedRequest;
  detail: ConfiguratorDetail;
  parentSchemeName: string | null;
}): QuoteSnapshot {
  const { priced, detail, request } = input;
  return {
    clientCode: input.clientCode,
    owner: input.owner,
    calculationId: detail.nCalculatieID,
    language: input.language,
    typeId: priced.type.id,
    vehicle: {
      nModelID: priced.type.modelId,
      cMerk: priced.type.brandName,
      cModel: priced.type.modelName,
      cType: priced.type.name,
    },
    request,
    detail,
    optionNames: savedOptionNames(priced.configuration.resolved.chosen),
    // Answers to order questions travel in the same list; they are not options of the car.
    ownOptions: request.EigenOpties.filter((option) => !option.bIsBestellingVraag).map(
      (option) => ({ cOmschrijving: option.cOmschrijving, nPrijs: option.nPrijs ?? null }),
    ),
    parentSchemeComponents: priced.configuration.parentScheme
      .filter((component) => component.checked)
      .map((component) => component.name),
    parentSchemeName: input.parentSchemeName,
    detailHash: hashOf(detail),
  };
}
