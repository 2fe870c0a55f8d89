import { carDetailsQueryOptions, settingsQueryOptions, type CarType } from '@lease/api';
import { CompareTable, type VehicleCardVehicle } from '@lease/ui';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueries, useSuspenseQuery } from '@tanstack/react-query';
import { data, Link } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useLocalValue } from '#src/hooks/useLocalValue.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { useStoredChoice } from '#src/hooks/useStoredChoice.ts';
import { messagePartsFor, PageMessages } from '#src/i18n/messageParts.tsx';
import { routeLanguage } from '#src/i18n/routeLanguage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { appDepsOf, useGateway, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import { compareList, toggleCompared } from '#src/lib/compareList.ts';
import { loadClientStyling } from '#src/lib/loadClientStyling.ts';
import type { RouteHandle } from '#src/lib/routeHandle.ts';
import { formatTypeParam } from '#src/lib/typeParam.ts';

// The table's energy rows have their texts in a part of the catalogue (ADR 0021).
export const handle = {
  titleId: 'comparePage.title',
  messageParts: ['energy'],
} satisfies RouteHandle;

/** Comparing exists only where the client's styling allows it (`bVergelijking`). */
export async function loader({ context, params }: RouteLoaderArgs) {
  const deps = appDepsOf(context);
  const { styling } = await loadClientStyling(deps, params.lease);
  if (styling.bVergelijking === false) throw data(null, { status: 404 });
  await Promise.all([
    deps.queryClient.ensureQueryData(
      settingsQueryOptions(deps.gateway, deps.choices.mobilityProduct.read()),
    ),
    messagePartsFor(routeLanguage(params.lang), handle.messageParts),
  ]);
  return null;
}

/** The type inside a `GetCardetails` answer, with its brand and model names. */
function vehicleIn(
  details: { Merken: { cMerk: string; Modellen: { cModel: string; Types: CarType[] }[] }[] },
  typeId: number,
): VehicleCardVehicle | null {
  for (const brand of details.Merken) {
    for (const model of brand.Modellen) {
      const type = model.Types.find((candidate) => candidate.nTypeIDHist === typeId);
      if (type) return { ...type, cMerk: brand.cMerk, cModel: model.cModel };
    }
  }
  return null;
}

/**
 * `/{lang}/{lease}/compare`: the cars in the compare list (kept in session storage, spec point
 * 4) side by side; differences are marked by the table, each car leads to its configurator.
 */
export function Component() {
  const gateway = useGateway();
  const locale = useRouteLocale();
  const { client } = useRouteClient();
  const message = usePortalMessage();
  const compared = useLocalValue(compareList) ?? [];
  const mobilityProductId = useStoredChoice('mobilityProduct');
  const { data: settings } = useSuspenseQuery(settingsQueryOptions(gateway, mobilityProductId));
  const details = useQueries({
    queries: compared.map((entry) =>
      carDetailsQueryOptions(gateway, {
        nTypeIDHist: entry.ID,
        ...(mobilityProductId ? { MobilityProductId: mobilityProductId } : {}),
      }),
    ),
  });
  const vehicles = details
    .map((result, index) => (result.data ? vehicleIn(result.data, compared[index]?.ID ?? 0) : null))
    .filter((vehicle): vehicle is VehicleCardVehicle => vehicle !== null);
  const show = settings.ZoekpaginaSettings;
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h2">
        {message('comparePage.title')}
      </Typography>
      {compared.length === 0 ? (
        <Typography>{message('comparePage.empty')}</Typography>
      ) : (
        <PageMessages parts={handle.messageParts}>
          <CompareTable
            vehicles={vehicles}
            onRemove={(id) => toggleCompared({ ID: id, cNaam: '' })}
            showLeasePrice={show?.bShowLeaseprijs ?? true}
            showOwnContribution={show?.bShowEigenbijdrage ?? true}
            showNetCost={show?.bShowNettoKosten ?? false}
            showFiscalValue={show?.bShowFiscaleWaarde ?? true}
          />
        </PageMessages>
      )}
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {vehicles.map((vehicle) => (
          <Button
            key={vehicle.nTypeIDHist}
            component={Link}
            to={paths.configurator.getHref(
              locale,
              client,
              vehicle.nModelID,
              formatTypeParam(vehicle.nTypeIDHist),
            )}
            variant="outlined"
          >
            {message('comparePage.configure', { name: `${vehicle.cMerk} ${vehicle.cModel}` })}
          </Button>
        ))}
        <Button component={Link} to={paths.calculator.getHref(locale, client)} variant="text">
          {message('comparePage.backToSearch')}
        </Button>
      </Stack>
    </Stack>
  );
}
