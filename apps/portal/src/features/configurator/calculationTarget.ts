import { isAllowedNavigationUrl } from '@lease/api';

/** Where the portal is and which hosts it trusts with the calculation document. */
export interface CalculationContext {
  /** The portal's own origin. */
  origin: string;
  /** `VITE_API_BASE_URL`: the lease API's origin when it is not the portal's own. */
  apiBaseUrl?: string | undefined;
  /** Further hosts the lessor's calculation tool runs on (`https:` only). */
  allowedHosts?: readonly string[];
}

/** The host of a URL, or nothing when it is none. */
function hostOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).hostname];
  } catch {
    return [];
  }
}

/**
 * The address to open for `GetOpenCalculatie`'s answer, or null when the portal must not follow
 * it (decisions.md §3): a path is the API's, so it is read against the API's origin; the result
 * must be the portal's origin or an `https:` URL on the API's host or an allowlisted one.
 */
export function calculationTarget(url: string, context: CalculationContext): string | null {
  let target: URL;
  try {
    target = new URL(url, context.apiBaseUrl || context.origin);
  } catch {
    return null;
  }
  const allowedHosts = [...hostOf(context.apiBaseUrl), ...(context.allowedHosts ?? [])];
  return isAllowedNavigationUrl(target.href, { origin: context.origin, allowedHosts })
    ? target.href
    : null;
}

/** `VITE_CALCULATION_HOSTS`: a comma-separated list of host names. */
export function hostList(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => /^[a-z0-9.-]+$/.test(host));
}
