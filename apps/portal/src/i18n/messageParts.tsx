import { languageOfLocale, type InterfaceLanguage } from '@lease/api';
import { loadUiMessagePart, type UiMessagePart, type UiPartMessages } from '@lease/ui';
import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';

// The parts' texts per set of parts and language, for the page's whole life (a part's module is
// loaded once by the browser whichever set asks for it); a failed load is forgotten, so the next
// navigation to the page asks again (its error page offers that).
const requested = new Map<string, Promise<UiPartMessages>>();

/**
 * The texts of some parts of the catalogue in one language (ADR 0021), as one promise that stays
 * the same for the same parts: a page's loader awaits it, so the page renders without suspending.
 */
export function messagePartsFor(
  language: InterfaceLanguage,
  parts: readonly UiMessagePart[],
): Promise<UiPartMessages> {
  const key = `${[...parts].sort().join(',')}:${language}`;
  const known = requested.get(key);
  if (known) return known;
  const loading = Promise.all(parts.map((part) => loadUiMessagePart(language, part))).then(
    (loaded): UiPartMessages => Object.assign({}, ...loaded),
  );
  requested.set(key, loading);
  loading.then(
    // React's mark of a settled promise: `use` then reads it at once instead of suspending.
    (value) => Object.assign(loading, { status: 'fulfilled', value }),
    () => requested.delete(key),
  );
  return loading;
}

/**
 * Adds parts of the catalogue to the texts around it, for a page whose components need them: the
 * route declares them in `handle.messageParts` and its loader awaits `messagePartsFor`, so they are
 * in before the page renders (in the browser, before a server-rendered page is taken over).
 */
export function PageMessages({
  parts,
  children,
}: {
  parts: readonly UiMessagePart[];
  children: ReactNode;
}) {
  const intl = useIntl();
  const locale = useRouteLocale();
  const part = use(messagePartsFor(languageOfLocale(locale), parts));
  const messages = useMemo(() => ({ ...intl.messages, ...part }), [intl.messages, part]);
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      messages={messages as typeof intl.messages}
      onError={intl.onError}
    >
      {children}
    </IntlProvider>
  );
}
