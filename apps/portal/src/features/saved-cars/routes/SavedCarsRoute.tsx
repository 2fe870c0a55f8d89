import { savedCarsQueryOptions, useDeleteConfigurationMutation, type SavedCar } from '@lease/api';
import { VehicleCard } from '@lease/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useFollowInApp } from '#src/hooks/useFollowInApp.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { appDepsOf, useGateway, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import type { RouteHandle } from '#src/lib/routeHandle.ts';
import { savedConfigurationHref } from '#src/lib/savedConfigurationHref.ts';

export const handle = { titleId: 'savedCars.title' } satisfies RouteHandle;

export async function loader({ context }: RouteLoaderArgs) {
  const { queryClient, gateway } = appDepsOf(context);
  await queryClient.ensureQueryData(savedCarsQueryOptions(gateway));
  return null;
}

/**
 * `/{lang}/{lease}/saved-cars`: the saved configurations with their figures. Opening one restores
 * it whole in the configurator (options, term and mileage, parent-scheme choices, own options);
 * deleting one asks first, naming the car.
 */
export function Component() {
  const gateway = useGateway();
  const locale = useRouteLocale();
  const followInApp = useFollowInApp();
  const { client } = useRouteClient();
  const message = usePortalMessage();
  const { data: saved } = useSuspenseQuery(savedCarsQueryOptions(gateway));
  const remove = useDeleteConfigurationMutation(gateway);
  const [asking, setAsking] = useState<SavedCar | null>(null);
  const failure = remove.error ? apiErrorMessage(remove.error) : null;
  const name = (car: SavedCar) => `${car.Auto.cMerk} ${car.Auto.cModel} ${car.Auto.cUitvoering}`;

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h2">
        {message('savedCars.title')}
      </Typography>
      {/* A quote is a saved calculation too: its list is one step from here. */}
      <MuiLink
        component={Link}
        to={paths.quotes.getHref(locale, client)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {message('quotesPage.title')}
      </MuiLink>
      {failure ? (
        <Alert severity="error" role="alert">
          {message(failure.id, failure.values)}
        </Alert>
      ) : null}
      {saved.length === 0 ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{message('savedCars.empty')}</Typography>
          <Button
            component={Link}
            to={paths.calculator.getHref(locale, client)}
            variant="contained"
          >
            {message('home.toCalculator')}
          </Button>
        </Stack>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {saved.map((car) => (
            <Stack component="li" key={car.ID} spacing={1}>
              <VehicleCard
                onNavigate={followInApp}
                vehicle={car.Auto}
                variant="list"
                href={savedConfigurationHref(locale, client, car)}
                headingLevel="h2"
              />
              <Button
                color="error"
                variant="text"
                sx={{ alignSelf: 'flex-end' }}
                aria-label={message('savedCars.deleteNamed', { name: name(car) })}
                onClick={() => setAsking(car)}
              >
                {message('savedCars.delete')}
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        aria-labelledby="saved-delete-title"
      >
        <DialogTitle id="saved-delete-title">{message('savedCars.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {message('savedCars.confirmText', { name: asking ? name(asking) : '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{message('savedCars.keep')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (asking) remove.mutate(asking.ID);
              setAsking(null);
            }}
          >
            {message('savedCars.confirmDelete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
