import { quotesQueryOptions } from '@lease/api';
import { QuoteList } from '@lease/ui';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { messagePartsFor, PageMessages } from '#src/i18n/messageParts.tsx';
import { routeLanguage } from '#src/i18n/routeLanguage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { appDepsOf, useGateway, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import type { RouteHandle } from '#src/lib/routeHandle.ts';

export const handle = {
  titleId: 'quotesPage.title',
  messageParts: ['quote'],
} satisfies RouteHandle;

/** The list and its texts are the whole page. */
export async function loader({ context, params }: RouteLoaderArgs) {
  const { queryClient, gateway } = appDepsOf(context);
  await Promise.all([
    queryClient.ensureQueryData(quotesQueryOptions(gateway)),
    messagePartsFor(routeLanguage(params.lang), handle.messageParts),
  ]);
  return null;
}

/** `/{lang}/{lease}/quotes`: the driver's quotes, newest first, each opening its document. */
export function Component() {
  const gateway = useGateway();
  const locale = useRouteLocale();
  const { client } = useRouteClient();
  const message = usePortalMessage();
  const { data: quotes } = useSuspenseQuery(quotesQueryOptions(gateway));
  const renderLink = (href: string, children: ReactNode) => (
    <MuiLink component={Link} to={href}>
      {children}
    </MuiLink>
  );
  return (
    <PageMessages parts={handle.messageParts}>
      <Stack spacing={3}>
        <Typography component="h1" variant="h2">
          {message('quotesPage.title')}
        </Typography>
        <QuoteList
          quotes={quotes}
          hrefOf={(quote) => paths.quote.getHref(locale, client, quote.nOfferteID)}
          renderLink={renderLink}
          headingLevel={2}
        />
      </Stack>
    </PageMessages>
  );
}
