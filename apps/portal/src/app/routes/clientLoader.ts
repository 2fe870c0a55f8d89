import { replace } from 'react-router-dom';
import { withClient } from '#src/config/paths.ts';
import { appDepsOf, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import { loadClientStyling } from '#src/lib/loadClientStyling.ts';

/**
 * `/{lang}/{lease}/…`: fetches the client's brand before anything renders, so no page flashes
 * in the wrong colours. An unknown client is answered with the fallback client's styling; the
 * URL then moves to that client, keeping the rest of the path.
 */
export async function clientLoader({ context, params, request }: RouteLoaderArgs) {
  const { client } = await loadClientStyling(appDepsOf(context), params.lease);
  if (client === params.lease) return null;
  const url = new URL(request.url);
  return replace(`${withClient(url.pathname, client)}${url.search}${url.hash}`);
}
