import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { UiMessageId } from './en.ts';

/** Values an ICU placeholder can take in our messages. */
export type UiMessageValues = Record<string, string | number>;

/** A typed `formatMessage`: only ids that exist in every language compile. */
export function useUiText(): (id: UiMessageId, values?: UiMessageValues) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
