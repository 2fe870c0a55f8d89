import { HttpError, quoteQueryOptions } from '@lease/api';
import { QuoteDocument } from '@lease/ui';
import Button from '@mui/material/Button';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { data, Link, useParams } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { messagePartsFor, PageMessages } from '#src/i18n/messageParts.tsx';
import { routeLanguage } from '#src/i18n/routeLanguage.ts';
import { appDepsOf, useGateway, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import type { RouteHandle } from '#src/lib/routeHandle.ts';
import { parseIdParam } from '#src/lib/typeParam.ts';
import { recalculationHref } from '../recalculationHref.ts';

export const handle = {
  titleId: 'quotePage.title',
  messageParts: ['quote'],
} satisfies RouteHandle;

/**
 * The quote and its texts are the whole page. An id that is no id is the 404; so is another
 * driver's quote, which the server answers 404 as if it did not exist.
 */
export async function loader({ context, params }: RouteLoaderArgs) {
  const id = parseIdParam(params.id);
  if (id === null) throw data(null, { status: 404 });
  const { queryClient, gateway } = appDepsOf(context);
  const language = routeLanguage(params.lang);
  try {
    await Promise.all([
      queryClient.ensureQueryData(
        quoteQueryOptions(gateway, { nOfferteID: id, taalcode: language }),
      ),
      messagePartsFor(language, handle.messageParts),
    ]);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
  return null;
}

/**
 * `/{lang}/{lease}/quotes/{id}`: the driver's quote as a document to print or download, in the
 * page's language. Expired, it offers the same car at today's prices in the configurator.
 */
export function Component() {
  const gateway = useGateway();
  const locale = useRouteLocale();
  const { client } = useRouteClient();
  const id = parseIdParam(useParams().id) ?? 0;
  const { data: quote } = useSuspenseQuery(
    quoteQueryOptions(gateway, { nOfferteID: id, taalcode: routeLanguage(locale) }),
  );
  const renderLink = (href: string, children: ReactNode) => (
    <Button variant="contained" component={Link} to={href}>
      {children}
    </Button>
  );
  return (
    <PageMessages parts={handle.messageParts}>
      <QuoteDocument
        quote={quote}
        imageSrc={quote.Voertuig.cAfbeeldingURL}
        pdfHref={paths.quotePdf.getHref(locale, client, quote.nOfferteID)}
        recalculateHref={recalculationHref(locale, client, quote)}
        renderLink={renderLink}
      />
    </PageMessages>
  );
}
