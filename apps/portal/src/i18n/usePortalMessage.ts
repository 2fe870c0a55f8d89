import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { PortalMessageId } from './en.ts';

/** Formats a portal text by a checked id, so a typo is a type error rather than a raw id. */
export function usePortalMessage() {
  const intl = useIntl();
  return useCallback(
    (id: PortalMessageId, values?: Record<string, string | number>) =>
      intl.formatMessage({ id }, values),
    [intl],
  );
}
