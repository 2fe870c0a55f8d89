import type { InterfaceLanguage, MissingOption } from '@lease/api/contract';
import type { ConfigurationRequest } from './priceRequest.ts';
import type { Texts, TypeOption, TypeOptions } from './typeOptions.ts';

/** The names of a configuration's chosen options, kept with it when it is saved. */
export type SavedOptionNames = Readonly<Record<string, Texts>>;

/** What `saveConfiguratie` keeps of the options beside the request: their names, by id. */
export function savedOptionNames(chosen: readonly TypeOption[]): SavedOptionNames {
  return Object.fromEntries(chosen.map((option) => [String(option.id), option.name]));
}

/**
 * A saved configuration against today's catalogue: the request with only the choices the type
 * still offers (options, parent-scheme components, pricing-manager options), so it can be priced
 * and reopened, and the saved options that are gone, named as they were saved where known.
 */
export function offeredPart(
  request: ConfigurationRequest,
  catalogue: TypeOptions,
  names: SavedOptionNames,
  language: InterfaceLanguage,
): { request: ConfigurationRequest; missing: MissingOption[] } {
  const components = new Set(catalogue.parentScheme.map((component) => component.componentNr));
  const pricingManager = new Set(catalogue.pricingManager.map((option) => option.id));
  return {
    request: {
      ...request,
      Opties: request.Opties.filter((id) => catalogue.byId.has(id)),
      MantelOpties: (request.MantelOpties ?? []).filter((choice) =>
        components.has(choice.nComponentNr),
      ),
      PMOpties: request.PMOpties?.filter((id) => pricingManager.has(id)) ?? null,
    },
    missing: request.Opties.filter((id) => !catalogue.byId.has(id)).map((id) => ({
      nOptieIDHist: id,
      cOmschrijving: names[String(id)]?.[language] ?? null,
    })),
  };
}
