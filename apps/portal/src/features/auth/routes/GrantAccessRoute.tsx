import { useCreateTicketMutation } from '@lease/api';
import { AccessRequestForm } from '@lease/ui';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { useGateway } from '#src/lib/appDeps.tsx';
import type { RouteHandle } from '#src/lib/routeHandle.ts';

export const handle = { titleId: 'auth.grantAccess.title' } satisfies RouteHandle;

/**
 * `/{lang}/{lease}/auth/grant_access` (route name `auth_grant_access`, guest only): a person
 * without access asks for it with their e-mail address (`ticket/create`; the query builder
 * escapes a `+` in the address).
 */
export function Component() {
  const gateway = useGateway();
  const locale = useRouteLocale();
  const { client } = useRouteClient();
  const message = usePortalMessage();
  const ticket = useCreateTicketMutation(gateway);
  const refused = ticket.data && !ticket.data.success ? ticket.data : null;
  // A limit reached has its own words (wait and try again); any other failure the form's own.
  const failure = ticket.error ? apiErrorMessage(ticket.error) : null;
  const limited = failure?.id === 'error.tooManyRequests';
  return (
    <Stack spacing={3}>
      <AccessRequestForm
        onSubmit={(email) => ticket.mutate({ email, client })}
        pending={ticket.isPending}
        sent={ticket.data?.success ?? false}
        error={
          ticket.error
            ? { message: limited ? message(failure.id) : null }
            : refused
              ? { message: refused.message ?? null }
              : null
        }
      />
      <Button
        component={Link}
        to={paths.auth.login.getHref(locale, client)}
        variant="text"
        sx={{ alignSelf: 'flex-start' }}
      >
        {message('auth.authorize.toLogin')}
      </Button>
    </Stack>
  );
}
