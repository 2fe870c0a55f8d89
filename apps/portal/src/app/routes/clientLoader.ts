import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import { withClient } from '../../config/paths.ts';
import { loadClientStyling } from '../../lib/loadClientStyling.ts';

/**
 * `/{lang}/{lease}/…`: fetches the client's brand before anything renders, so no page flashes
 * in the wrong colours. An unknown client is answered with the fallback client's styling; the
 * URL then moves to that client, keeping the rest of the path.
 */
export async function clientLoader({ params, request }: LoaderFunctionArgs) {
  const { client } = await loadClientStyling(params.lease);
  if (client === params.lease) return null;
  const url = new URL(request.url);
  return replace(`${withClient(url.pathname, client)}${url.search}${url.hash}`);
}
