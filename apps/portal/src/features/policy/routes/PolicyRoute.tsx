import { carPolicyQueryOptions, type PolicyLimit } from '@lease/api';
import { CarPolicyOverview } from '@lease/ui';
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
import { calculatorFilterHref } from '#src/lib/calculatorFilterHref.ts';
import type { RouteHandle } from '#src/lib/routeHandle.ts';

export const handle = {
  titleId: 'policy.title',
  messageParts: ['policy'],
} satisfies RouteHandle;

/** The policy is the whole page: it and its texts are there before the page shows. */
export async function loader({ context, params }: RouteLoaderArgs) {
  const { queryClient, gateway } = appDepsOf(context);
  const language = routeLanguage(params.lang);
  await Promise.all([
    queryClient.ensureQueryData(carPolicyQueryOptions(gateway, { taalcode: language })),
    messagePartsFor(language, handle.messageParts),
  ]);
  return null;
}

/**
 * `/{lang}/{lease}/policy`: "what am I entitled to" — the driver's car policy in plain words, each
 * limit linking to the calculator with that limit's filter applied.
 */
export function Component() {
  const gateway = useGateway();
  const locale = useRouteLocale();
  const { client } = useRouteClient();
  const message = usePortalMessage();
  const { data: policy } = useSuspenseQuery(
    carPolicyQueryOptions(gateway, { taalcode: routeLanguage(locale) }),
  );
  const renderLink = (href: string, children: ReactNode) => (
    <MuiLink component={Link} to={href}>
      {children}
    </MuiLink>
  );
  return (
    <PageMessages parts={handle.messageParts}>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography component="h1" variant="h2">
            {message('policy.title')}
          </Typography>
          <Typography>{message('policy.intro')}</Typography>
        </Stack>
        <CarPolicyOverview
          policy={policy}
          hrefOfLimit={(limit: PolicyLimit) => calculatorFilterHref(locale, client, limit.filter)}
          settingsHref={paths.settings.getHref(locale, client)}
          renderLink={renderLink}
        />
      </Stack>
    </PageMessages>
  );
}
