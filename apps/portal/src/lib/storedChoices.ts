import { taxSettingsSchema } from '@lease/api';
import { z } from 'zod/mini';
import { localValue } from './localValue.ts';

const id = z.int().check(z.positive());

/**
 * The category the calculator was last used with (spec point 4: kept in local storage; dropped
 * when the settings no longer offer it, see `validStoredCategory`).
 */
export const storedCategory = localValue('selectedCategory', id);

/** The mobility product chosen in container mode (spec point 4: kept in local storage). */
export const storedMobilityProduct = localValue('selectedMobilityProduct', id);

/**
 * A supervisor without a driver keeps their tax bracket and business-only choice here, as the
 * server has none for them (spec point 6).
 */
export const storedTaxSettings = localValue('taxSettings', taxSettingsSchema);
