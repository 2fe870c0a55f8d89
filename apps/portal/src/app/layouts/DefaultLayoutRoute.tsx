import { DefaultLayout, LogoutButton } from '@lease/ui';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useLogout } from '#src/features/auth/useLogout.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { useMultiSchema } from '#src/hooks/useStoredSession.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { useAppDeps } from '#src/lib/appDeps.tsx';
import { routeSidebar } from '#src/lib/routeHandle.ts';
import { breadcrumbTrail } from './breadcrumbTrail.ts';
import { PortalArrangementSwitch } from './PortalArrangementSwitch.tsx';
import { PortalBreadcrumbs } from './PortalBreadcrumbs.tsx';
import { PortalLanguageSwitch } from './PortalLanguageSwitch.tsx';
import { PortalNavigation } from './PortalNavigation.tsx';
import { ViewportGuessProvider } from './ViewportGuessProvider.tsx';

// Only the search and the types show the cart beside them, and only on a wide screen: its code
// loads when it is shown, not with every page of the layout (the JavaScript budgets, ADR 0011).
const LiveCartPanel = lazy(async () => ({
  default: (await import('#src/features/cart/components/LiveCartPanel.tsx')).LiveCartPanel,
}));

/**
 * The default layout (spec point 2) with the portal's header: the client home link, the places to
 * go, the language, another arrangement for a person with several, log out.
 */
export function DefaultLayoutFrame({ children }: { children: ReactNode }) {
  const { client, styling } = useRouteClient();
  const locale = useRouteLocale();
  const logout = useLogout();
  const message = usePortalMessage();
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  const multiSchema = useMultiSchema();
  // On a phone the panel would sit below every result and its toggle would push the logo out of
  // the header: the cart is one tap away in the menu instead.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const matches = useMatches();
  const sidebar = wide ? routeSidebar(matches) : undefined;
  return (
    <DefaultLayout
      styling={styling}
      logoHref={paths.clientHome.getHref(locale, client)}
      breadcrumbs={trail.length > 0 ? <PortalBreadcrumbs trail={trail} /> : undefined}
      // The first row is full with the places, the language and log out: a person with several
      // arrangements finds the one they act under, and another, in the second.
      headerOptions={multiSchema ? <PortalArrangementSwitch /> : undefined}
      {...(sidebar
        ? {
            sidebar: (
              <Suspense fallback={null}>
                <LiveCartPanel />
              </Suspense>
            ),
            sidebarLabel: message('cart.title'),
            sidebarToggle: { show: message('cart.show'), hide: message('cart.hide') },
            defaultSidebarOpen: sidebar.open,
          }
        : {})}
      actions={
        <>
          <PortalNavigation />
          {/* On a phone the header has no room for it: it sits below the page instead. */}
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <PortalLanguageSwitch />
          </Box>
          <LogoutButton onLogout={logout} />
        </>
      }
    >
      {children}
      <Box sx={{ display: { xs: 'block', md: 'none' }, mt: 6 }}>
        <PortalLanguageSwitch />
      </Box>
    </DefaultLayout>
  );
}

/**
 * The default layout around the pages of a logged-in person. Its header and the search lay out
 * by the screen's width: on a page the server rendered they start as the server drew them.
 */
export function DefaultLayoutRoute() {
  const { serverMatchMedia } = useAppDeps();
  return (
    <ViewportGuessProvider matchMedia={serverMatchMedia}>
      <DefaultLayoutFrame>
        <Outlet />
      </DefaultLayoutFrame>
    </ViewportGuessProvider>
  );
}
