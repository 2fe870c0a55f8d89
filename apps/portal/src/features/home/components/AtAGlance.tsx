import { basketQueryOptions, savedCarsQueryOptions } from '@lease/api';
import { formatPrice } from '@lease/ui';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { useGateway } from '#src/lib/appDeps.tsx';

interface GlanceProps {
  id: string;
  title: string;
  /** The summary; `null` while it loads. */
  children: ReactNode | null;
  action: ReactNode;
}

function Glance({ id, title, children, action }: GlanceProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: 3, flex: '1 1 0', minWidth: 0 }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start', height: '100%' }}>
        <Typography id={id} component="h2" variant="h6">
          {title}
        </Typography>
        {children ?? <Skeleton variant="text" width="80%" />}
        <div style={{ marginTop: 'auto' }}>{action}</div>
      </Stack>
    </Paper>
  );
}

/** The client home's summary of the driver's cart and saved configurations, each with its way in. */
export function AtAGlance() {
  const gateway = useGateway();
  const locale = useRouteLocale();
  const { client } = useRouteClient();
  const message = usePortalMessage();
  const basket = useQuery(basketQueryOptions(gateway));
  const saved = useQuery(savedCarsQueryOptions(gateway));

  const failed = (error: unknown) => {
    const failure = apiErrorMessage(error);
    return failure ? <Typography>{message(failure.id, failure.values)}</Typography> : null;
  };

  const cartSummary = basket.error
    ? failed(basket.error)
    : basket.data && (
        <>
          <Typography>{message('home.cartCount', { count: basket.data.Items.length })}</Typography>
          {typeof basket.data.BudgetLeft === 'number' ? (
            <Typography>
              {message('home.budgetLeft', { amount: formatPrice(basket.data.BudgetLeft) })}
            </Typography>
          ) : null}
        </>
      );

  const savedSummary = saved.error
    ? failed(saved.error)
    : saved.data && (
        <>
          <Typography>{message('home.savedCount', { count: saved.data.length })}</Typography>
          {saved.data.length > 0 ? (
            <Typography component="ul" sx={{ m: 0, pl: 2.5 }}>
              {saved.data.slice(0, 3).map((car) => (
                <li key={car.ID}>
                  {[car.Auto.cMerk, car.Auto.cModel, car.Auto.cUitvoering]
                    .filter(Boolean)
                    .join(' ')}
                </li>
              ))}
            </Typography>
          ) : null}
        </>
      );

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Glance
        id="home-cart"
        title={message('cart.title')}
        action={
          <Button component={Link} to={paths.cart.getHref(locale, client)} variant="outlined">
            {message('home.toCart')}
          </Button>
        }
      >
        {cartSummary || null}
      </Glance>
      <Glance
        id="home-saved"
        title={message('savedCars.title')}
        action={
          <Button component={Link} to={paths.savedCars.getHref(locale, client)} variant="outlined">
            {message('home.toSavedCars')}
          </Button>
        }
      >
        {savedSummary || null}
      </Glance>
    </Stack>
  );
}
