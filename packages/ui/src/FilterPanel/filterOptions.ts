import type { SearchFilters } from '@lease/api';
import type { UiMessageId } from '../i18n/en.ts';
import type { MultiSelectOption } from '../MultiSelect/MultiSelect.tsx';
import {
  bodyTypeMessage,
  catalogueLabel,
  fuelTypeMessage,
  transmissionMessage,
} from '../VehicleCard/vehicleLabels.ts';

/** The options of each multi-select of the filter panel. */
export interface FilterPanelOptions {
  brands: MultiSelectOption<number>[];
  models: MultiSelectOption<number>[];
  bodyTypes: MultiSelectOption<string>[];
  fuelTypes: MultiSelectOption<string>[];
  transmissions: MultiSelectOption<string>[];
}

/**
 * The multi-select options from the values a search offers (`GetAutos.Filters`): brands with
 * their counts, the models of the chosen brands (all models when none is chosen), and body,
 * fuel and transmission values in the interface language.
 */
export function filterOptions(
  filters: SearchFilters | null | undefined,
  chosenBrands: readonly number[],
  translate: (id: UiMessageId) => string,
): FilterPanelOptions {
  const brands = filters?.Merken ?? [];
  const brandNames = new Map(brands.map((brand) => [brand.nMerkID, brand.cMerk]));
  const brandFilter = new Set(chosenBrands);
  return {
    brands: brands.map((brand) => ({
      value: brand.nMerkID,
      label: brand.cMerk,
      count: brand.nAantal ?? null,
    })),
    models: (filters?.Modellen ?? [])
      .filter((model) => brandFilter.size === 0 || brandFilter.has(model.nMerkID))
      .map((model) => {
        const brand = brandNames.get(model.nMerkID);
        return { value: model.nModelID, label: brand ? `${brand} ${model.cModel}` : model.cModel };
      }),
    bodyTypes: (filters?.Carrosserie ?? []).map((item) => ({
      value: item.cWaarde,
      label: catalogueLabel(
        bodyTypeMessage(item.cWaarde),
        translate,
        item.cOmschrijving,
        item.cWaarde,
      ),
      count: item.nAantal ?? null,
    })),
    fuelTypes: (filters?.Brandstof ?? []).map((item) => ({
      value: item.cWaarde,
      label: catalogueLabel(
        fuelTypeMessage(item.cWaarde),
        translate,
        item.cOmschrijving,
        item.cWaarde,
      ),
      count: item.nAantal ?? null,
    })),
    transmissions: (filters?.Transmissie ?? []).map((item) => ({
      value: item.cWaarde,
      label: catalogueLabel(
        transmissionMessage(item.cWaarde),
        translate,
        item.cOmschrijving,
        item.cWaarde,
      ),
      count: item.nAantal ?? null,
    })),
  };
}
