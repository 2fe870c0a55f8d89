import { basketQueryOptions } from '@lease/api';
import { MainNavigation, type MainNavigationItem } from '@lease/ui';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { useGateway } from '#src/lib/appDeps.tsx';

/** The portal's main navigation: the places a driver goes to, the cart with its count. */
export function PortalNavigation() {
  const locale = useRouteLocale();
  const { client, styling } = useRouteClient();
  const message = usePortalMessage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const basket = useQuery(basketQueryOptions(useGateway()));
  // The nine places fill a row from the large breakpoint up; below it (a tablet, a small laptop)
  // they wrapped to a second line and squeezed the client's logo away, so the menu holds them.
  const crowded = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const home = paths.clientHome.getHref(locale, client);
  const place = (key: string, label: string, href: string, badge?: number): MainNavigationItem => ({
    key,
    label,
    href,
    current: href === home ? pathname === home : pathname.startsWith(href),
    ...(badge ? { badge } : {}),
  });
  const items = [
    place('home', message('nav.home'), home),
    place('calculator', message('nav.calculator'), paths.calculator.getHref(locale, client)),
    place(
      'cart',
      message('nav.cart'),
      paths.cart.getHref(locale, client),
      basket.data?.Items.length,
    ),
    ...(styling.bVergelijking === false
      ? []
      : [place('compare', message('nav.compare'), paths.compare.getHref(locale, client))]),
    place('saved', message('nav.savedCars'), paths.savedCars.getHref(locale, client)),
    place('orders', message('nav.orders'), paths.orders.getHref(locale, client)),
    place('policy', message('nav.policy'), paths.policy.getHref(locale, client)),
    place('settings', message('nav.settings'), paths.settings.getHref(locale, client)),
    place('service', message('nav.service'), paths.service.getHref(locale, client)),
  ];
  return (
    <MainNavigation
      items={items}
      variant={crowded ? 'menu' : 'row'}
      onNavigate={(item, event) => {
        event.preventDefault();
        void navigate(item.href);
      }}
    />
  );
}
