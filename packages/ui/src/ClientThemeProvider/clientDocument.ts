import type { EnvironmentStyling } from '@lease/api';
import { safeAssetUrl } from '../theme/safeAssetUrl.ts';
import type { ClientLayout } from './ClientStylingContext.ts';

/** The body layout the client asks for (`cLayout`): boxed only when it says so exactly. */
export function clientLayout(styling: EnvironmentStyling | null | undefined): ClientLayout {
  return styling?.cLayout === 'boxed' ? 'boxed' : 'full';
}

/** The client's display name, trimmed; `null` when it has none. */
export function clientName(styling: EnvironmentStyling | null | undefined): string | null {
  const name = typeof styling?.cName === 'string' ? styling.cName.trim() : '';
  return name === '' ? null : name;
}

/** `title · client`, or whichever of the two exists; `null` when neither does. */
export function documentTitle(
  title: string | null | undefined,
  styling: EnvironmentStyling | null | undefined,
): string | null {
  const page = title?.trim() ?? '';
  const name = clientName(styling);
  if (page && name) return `${page} · ${name}`;
  return page || name || null;
}

/** The favicon to show: `cFavicon`, else `cContainerFaviconURL`, whichever is a safe URL first. */
export function clientFavicon(styling: EnvironmentStyling | null | undefined): string | null {
  return safeAssetUrl(styling?.cFavicon) ?? safeAssetUrl(styling?.cContainerFaviconURL);
}

/**
 * The logos to try, best first: `cMainLogoURL`, else `cContainerLogoURL` (the same order as the
 * favicon's), each only when it is a safe URL. The next one stands in when an image fails to load.
 */
export function clientLogoCandidates(styling: EnvironmentStyling | null | undefined): string[] {
  return [safeAssetUrl(styling?.cMainLogoURL), safeAssetUrl(styling?.cContainerLogoURL)].filter(
    (url): url is string => url !== null,
  );
}
