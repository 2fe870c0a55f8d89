import type { Settings } from '../schemas/settings.ts';

type CategorySettings = Pick<Settings, 'Categorien'>;

/** The stored category id when the settings still offer it, else null (spec point 5). */
export function validStoredCategory(
  stored: number | null | undefined,
  settings: CategorySettings,
): number | null {
  if (stored == null) return null;
  return settings.Categorien.some((category) => category.nCategorieID === stored) ? stored : null;
}

/** The category the calculator starts on: the first one the settings offer (spec point 2). */
export function firstCategoryId(settings: CategorySettings): number | null {
  return settings.Categorien[0]?.nCategorieID ?? null;
}
