import {
  cartKeys,
  configurationKeys,
  driverProfileQueryOptions,
  searchKeys,
  settingsQueryOptions,
  useSetSettingsMutation,
  type TaxSettings,
} from '@lease/api';
import { SettingsPanel, useToast } from '@lease/ui';
import Typography from '@mui/material/Typography';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useActiveSession } from '#src/hooks/useActiveSession.ts';
import { useStoredChoice } from '#src/hooks/useStoredChoice.ts';
import { useTaxSettings } from '#src/hooks/useTaxSettings.ts';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import {
  appDepsOf,
  useGateway,
  useStoredChoices,
  type RouteLoaderArgs,
} from '#src/lib/appDeps.tsx';
import { loadPricingBasis } from '#src/lib/loadPricingBasis.ts';
import type { RouteHandle } from '#src/lib/routeHandle.ts';

export const handle = { titleId: 'settings.title' } satisfies RouteHandle;

export async function loader({ context }: RouteLoaderArgs) {
  await loadPricingBasis(appDepsOf(context));
  return null;
}

/**
 * `/{lang}/{lease}/settings`: the tax bracket and business-only choice every price uses. A driver
 * saves them on the server (and the cart's prices are re-synced); a supervisor
 * without a driver keeps them on this device (spec point 6).
 */
export function Component() {
  const gateway = useGateway();
  const choices = useStoredChoices();
  const queryClient = useQueryClient();
  const message = usePortalMessage();
  const toast = useToast();
  const session = useActiveSession();
  const mobilityProductId = useStoredChoice('mobilityProduct');
  const { data: settings } = useSuspenseQuery(settingsQueryOptions(gateway, mobilityProductId));
  const { data: profile } = useSuspenseQuery(driverProfileQueryOptions(gateway));
  const value = useTaxSettings(mobilityProductId);
  const save = useSetSettingsMutation(gateway);
  const localOnly = (session?.supervisor ?? false) && (profile.cBerijdernaam ?? '').trim() === '';

  const saved = () => toast.show({ message: message('settings.saved'), severity: 'success' });
  const onChange = (next: TaxSettings) => {
    if (localOnly) {
      choices.taxSettings.write(next);
      // Prices already fetched were computed with the old choice.
      for (const queryKey of [searchKeys.all, configurationKeys.all, cartKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      saved();
      return;
    }
    save.mutate({ ...next, mobilityProductId }, { onSuccess: saved });
  };
  const failure = save.error ? apiErrorMessage(save.error) : null;
  // While the server saves, the panel shows the choice being saved, not the one before it.
  const shown = save.isPending && save.variables ? save.variables : value;

  return (
    <>
      <Typography component="h1" variant="h2" sx={{ mb: 3 }}>
        {message('settings.title')}
      </Typography>
      {shown ? (
        <SettingsPanel
          brackets={settings.Belastingschijven}
          value={shown}
          onChange={onChange}
          localOnly={localOnly}
          pending={save.isPending}
          errorMessage={failure ? message(failure.id, failure.values) : null}
        />
      ) : null}
    </>
  );
}
