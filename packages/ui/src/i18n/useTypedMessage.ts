import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Values an ICU placeholder can take in our messages. */
export type MessageValues = Record<string, string | number>;

/**
 * A `formatMessage` for one catalogue's ids (the design system's, the portal's): only ids that
 * exist in every language compile, so a typo is a type error rather than a raw id on screen.
 */
export function useTypedMessage<Id extends string>(): (id: Id, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
