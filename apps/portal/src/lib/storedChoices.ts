import { taxSettingsSchema } from '@lease/api';
import { z } from 'zod/mini';
import { localValue, type LocalValue, type StorageArea } from './localValue.ts';
import type { SessionStore } from './sessionStore.ts';

const id = z.int().check(z.positive());

/**
 * What a driver chose on this device and the portal remembers between visits (spec point 4:
 * "kept in local storage"). They live in cookies instead, so that a page the server renders
 * shows the driver's choice from its first paint rather than switching once the app has run
 * (decisions.md, "Remembered choices"); they are no secret, and no script needs them hidden.
 */
export interface StoredChoices {
  /** The category the calculator was last used with (dropped when the settings no longer offer it). */
  category: LocalValue<number>;
  /** The mobility product chosen in container mode. */
  mobilityProduct: LocalValue<number>;
  /** A supervisor without a driver keeps their tax bracket and business-only choice here (spec point 6). */
  taxSettings: LocalValue<z.output<typeof taxSettingsSchema>>;
}

/** The remembered choices, kept in `area`: the browser's cookies, or one request's. */
export function createStoredChoices(area: StorageArea): StoredChoices {
  return {
    category: localValue('selectedCategory', id, area),
    mobilityProduct: localValue('selectedMobilityProduct', id, area),
    taxSettings: localValue('taxSettings', taxSettingsSchema, area),
  };
}

/**
 * Forgets the choices when the session ends (logout, refusal, expiry), as the spec has the end of
 * a session clear what the browser keeps: the next person on this device starts afresh.
 */
export function forgetChoicesWithSession(sessionStore: SessionStore, choices: StoredChoices) {
  return sessionStore.subscribe(() => {
    if (sessionStore.read() !== null) return;
    choices.category.write(null);
    choices.mobilityProduct.write(null);
    choices.taxSettings.write(null);
  });
}
