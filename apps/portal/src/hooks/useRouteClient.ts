import { stylingQueryOptions, type EnvironmentStyling } from '@lease/api';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useGateway } from '#src/lib/appDeps.tsx';

export interface RouteClient {
  /** The `{lease}` segment; the client route has made it the server's own code for the client. */
  client: string;
  styling: EnvironmentStyling;
}

/** The current client and its brand; the client route's loader has already fetched it. */
export function useRouteClient(): RouteClient {
  const { lease = '' } = useParams();
  const { data } = useSuspenseQuery(stylingQueryOptions(useGateway(), lease));
  return { client: lease, styling: data };
}
