import {
  basketQueryOptions,
  driverProfileQueryOptions,
  languageOfLocale,
  mostViewedQueryOptions,
  newsQueryOptions,
  savedCarsQueryOptions,
} from '@lease/api';
import { Greeting, NewsList } from '@lease/ui';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { routeLanguage } from '#src/i18n/routeLanguage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { appDepsOf, useAppDeps, useGateway, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import type { RouteHandle } from '#src/lib/routeHandle.ts';
import { AtAGlance } from '../components/AtAGlance.tsx';

export const handle = { titleId: 'home.title' } satisfies RouteHandle;

// Below the first screen on a phone, and the only part that needs the vehicle cards: it loads
// after the page rather than with it (the JavaScript budgets, ADR 0011).
const MostViewed = lazy(async () => ({
  default: (await import('../components/MostViewed.tsx')).MostViewed,
}));

/** The greeting needs the driver's name; the news and the most viewed may come later. */
export async function loader({ context, params }: RouteLoaderArgs) {
  const { queryClient, gateway } = appDepsOf(context);
  const taalcode = routeLanguage(params.lang);
  void queryClient.prefetchQuery(newsQueryOptions(gateway, { taalcode }));
  void queryClient.prefetchQuery(mostViewedQueryOptions(gateway));
  // The summaries near the top are there when the page shows, so nothing below them moves when
  // they arrive (no layout shift). A failed one shows its reason in its place instead.
  await Promise.all([
    queryClient.ensureQueryData(driverProfileQueryOptions(gateway)),
    queryClient.prefetchQuery(basketQueryOptions(gateway)),
    queryClient.prefetchQuery(savedCarsQueryOptions(gateway)),
  ]);
  return null;
}

/**
 * `/{lang}/{lease}`: the client home: the driver greeted by name, the ways in, the cart and the
 * saved configurations at a glance, the most viewed models, the news.
 */
export function Component() {
  const gateway = useGateway();
  const { serverClock } = useAppDeps();
  const locale = useRouteLocale();
  const { client } = useRouteClient();
  const message = usePortalMessage();
  const { data: profile } = useSuspenseQuery(driverProfileQueryOptions(gateway));
  const news = useQuery(newsQueryOptions(gateway, { taalcode: languageOfLocale(locale) }));
  const newsFailure = news.error ? apiErrorMessage(news.error) : null;
  return (
    <Stack spacing={4}>
      <Stack spacing={2}>
        <Greeting component="h1" name={profile.cBerijdernaam} serverClock={serverClock} />
        <Typography>{message('home.intro')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            component={Link}
            to={paths.calculator.getHref(locale, client)}
            variant="contained"
            size="large"
          >
            {message('home.toCalculator')}
          </Button>
          <Button component={Link} to={paths.orders.getHref(locale, client)} variant="text">
            {message('home.toOrders')}
          </Button>
          <Button component={Link} to={paths.policy.getHref(locale, client)} variant="text">
            {message('home.toPolicy')}
          </Button>
          <Button component={Link} to={paths.settings.getHref(locale, client)} variant="text">
            {message('home.toSettings')}
          </Button>
          <Button component={Link} to={paths.service.getHref(locale, client)} variant="text">
            {message('home.toService')}
          </Button>
        </Stack>
      </Stack>
      <AtAGlance />
      <Stack component="section" aria-labelledby="home-news" spacing={2}>
        <Typography id="home-news" component="h2" variant="h5">
          {message('home.news')}
        </Typography>
        <NewsList
          items={news.data?.Nieuwsberichten ?? []}
          loading={news.isPending}
          errorMessage={newsFailure ? message(newsFailure.id, newsFailure.values) : null}
          headingLevel={3}
        />
      </Stack>
      {/* Last: it arrives after the page and must not push anything down when it does. */}
      <Suspense fallback={null}>
        <MostViewed />
      </Suspense>
    </Stack>
  );
}
