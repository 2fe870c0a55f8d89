import { arrangementChoicesQueryOptions } from '@lease/api';
import { ArrangementSwitch } from '@lease/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useActiveSession } from '#src/hooks/useActiveSession.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { useGateway } from '#src/lib/appDeps.tsx';
import { chosenArrangementName } from '#src/lib/chosenArrangement.ts';

/**
 * "Choose another arrangement" in the header, for a person who had several to choose from after
 * logging in (the session's multi-schema flag; the layout shows it only then, as nobody else has
 * another to choose). The flag is the browser's (local storage), so the server-rendered page has
 * none and the link appears once the page is the browser's.
 */
export function PortalArrangementSwitch() {
  const locale = useRouteLocale();
  const { client } = useRouteClient();
  const navigate = useNavigate();
  const session = useActiveSession();
  const choices = useQuery(arrangementChoicesQueryOptions(useGateway()));
  const href = paths.auth.choose.getHref(locale, client);
  return (
    <ArrangementSwitch
      current={
        choices.data && session ? chosenArrangementName(choices.data, session.payload) : null
      }
      href={href}
      onNavigate={(event) => {
        event.preventDefault();
        void navigate(href);
      }}
    />
  );
}
