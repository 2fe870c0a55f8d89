import { HttpError, MAX_SAVED_CARS } from '@lease/api';
import { apiErrorMessage, type ErrorMessage } from '#src/i18n/apiErrorMessage.ts';

/**
 * What a driver sees when saving a configuration fails. A conflict means they keep the most saved
 * cars they may (`MAX_SAVED_CARS`): deleting one lets them save this one, which the general text
 * would not tell them.
 */
export function saveFailureMessage(error: unknown): ErrorMessage | null {
  if (error instanceof HttpError && error.status === 409) {
    return { id: 'configurator.saveLimit', values: { max: MAX_SAVED_CARS } };
  }
  return apiErrorMessage(error);
}
