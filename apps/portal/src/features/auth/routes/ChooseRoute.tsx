import {
  arrangementChoicesQueryOptions,
  languageOfLocale,
  type KeuzeTokenRequest,
} from '@lease/api';
import { ArrangementChooser, LogoutButton } from '@lease/ui';
import Stack from '@mui/material/Stack';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { useStoredSession } from '#src/hooks/useStoredSession.ts';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { appDepsOf, useAppDeps, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import type { RouteHandle } from '#src/lib/routeHandle.ts';
import { chooseArrangement } from '../api/loginFlow.ts';
import { useLogout } from '../useLogout.ts';

export const handle = { titleId: 'auth.choose.title' } satisfies RouteHandle;

/** The person's schemes and containers, before the page shows. */
export async function loader({ context }: RouteLoaderArgs) {
  const { queryClient, gateway } = appDepsOf(context);
  await queryClient.ensureQueryData(arrangementChoicesQueryOptions(gateway));
  return null;
}

/**
 * `/{lang}/{lease}/auth/choose`: the person picks a driver under a scheme or container; the
 * portal asks for its choice token and goes home. A refused choice (an offline scheme, an ended
 * contract) stays here with the server's reason, so the person can choose another.
 */
export function Component() {
  const deps = useAppDeps();
  const locale = useRouteLocale();
  const { client } = useRouteClient();
  const session = useStoredSession();
  const navigate = useNavigate();
  const message = usePortalMessage();
  const logout = useLogout();
  const { data: choices } = useSuspenseQuery(arrangementChoicesQueryOptions(deps.gateway));
  const choose = useMutation({
    // The refusal's reason comes in the page's language (`cTaal`).
    mutationFn: (request: KeuzeTokenRequest) =>
      session
        ? chooseArrangement(deps, session, { ...request, cTaal: languageOfLocale(locale) })
        : Promise.resolve(null),
    onSuccess: (result) => {
      if (result?.kind === 'home') void navigate(paths.clientHome.getHref(locale, client));
    },
  });
  const refused = choose.data?.kind === 'refused' ? choose.data : null;
  const failure = choose.error ? apiErrorMessage(choose.error) : null;
  return (
    <Stack spacing={3}>
      <ArrangementChooser
        choices={choices}
        onChoose={choose.mutate}
        pending={choose.isPending}
        refusal={refused}
        errorMessage={failure ? message(failure.id, failure.values) : null}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <LogoutButton onLogout={logout} />
      </Stack>
    </Stack>
  );
}
