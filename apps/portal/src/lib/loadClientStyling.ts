import {
  HttpError,
  InvalidResponseError,
  stylingKeys,
  stylingQueryOptions,
  type EnvironmentStyling,
} from '@lease/api';
import type { AppDeps } from './appDeps.tsx';

export interface LoadedClientStyling {
  /** The server's code for the client whose styling came back: the fallback's for an unknown one. */
  client: string;
  styling: EnvironmentStyling;
}

/**
 * The styling for a client code from a URL, or the fallback client's when the code is missing,
 * unknown, or one the server refuses to read (decisions.md §3). The answer is cached under the
 * client it belongs to as well, so the redirect to that client does not fetch it again.
 */
export async function loadClientStyling(
  { queryClient, gateway }: Pick<AppDeps, 'queryClient' | 'gateway'>,
  code: string | undefined,
): Promise<LoadedClientStyling> {
  let styling: EnvironmentStyling;
  try {
    styling = await queryClient.ensureQueryData(stylingQueryOptions(gateway, code));
  } catch (error) {
    // A code the server cannot even parse (`/nl/Foo_Bar/…`) is just as unknown as a valid one.
    if (code === undefined || !(error instanceof HttpError) || error.status >= 500) throw error;
    styling = await queryClient.ensureQueryData(stylingQueryOptions(gateway, undefined));
  }
  // A server without the `cClient` addition still answers a known client with its own styling.
  const client = styling.cClient ?? code;
  if (!client) {
    // Without its code the portal cannot put the fallback client in the URL.
    throw new InvalidResponseError('GetStyling', 'cClient', 'the client code is missing');
  }
  if (client !== code) queryClient.setQueryData(stylingKeys.client(client), styling);
  return { client, styling };
}
