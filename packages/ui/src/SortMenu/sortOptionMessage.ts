import type { CarSortOption, SortDirection } from '@lease/api';
import type { UiMessageId } from '../i18n/en.ts';

/** A sort option as `CAR_SORT_OPTIONS` of `@lease/api` lists it (id, label key, direction). */
export type SortMenuOption = Pick<CarSortOption, 'id' | 'label' | 'direction'>;

/** The text of every field and direction of spec point 9 (12 options). */
export const SORT_OPTION_MESSAGES = {
  leasePrice: { asc: 'sortMenu.leasePrice.asc', desc: 'sortMenu.leasePrice.desc' },
  personalCost: { asc: 'sortMenu.personalCost.asc', desc: 'sortMenu.personalCost.desc' },
  ownContribution: { asc: 'sortMenu.ownContribution.asc', desc: 'sortMenu.ownContribution.desc' },
  taxValue: { asc: 'sortMenu.taxValue.asc', desc: 'sortMenu.taxValue.desc' },
  modelTitle: { asc: 'sortMenu.modelTitle.asc', desc: 'sortMenu.modelTitle.desc' },
  versionTitle: { asc: 'sortMenu.versionTitle.asc', desc: 'sortMenu.versionTitle.desc' },
} as const satisfies Record<CarSortOption['label'], Record<SortDirection, UiMessageId>>;

/** The message of a sort option. */
export function sortOptionMessage(option: SortMenuOption): UiMessageId {
  return SORT_OPTION_MESSAGES[option.label][option.direction];
}

/**
 * The option the menu names for a sort id: that option, or the first (the default order, lease
 * price low to high) for an id the menu does not offer, so the button never shows an id.
 */
export function currentSortOption<Option extends SortMenuOption>(
  options: readonly Option[],
  value: string,
): Option | undefined {
  return options.find((option) => option.id === value) ?? options[0];
}
