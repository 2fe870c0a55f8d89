import type { EnvironmentStyling } from '../schemas/styling.ts';

/**
 * Whether a client's environment is the Dutch one (spec point 3: `cLandcode`, default NL). A
 * styling that leaves the country out, or sends an empty one, is Dutch; only another country
 * code makes it not.
 */
export function isDutchEnvironment(
  styling: Pick<EnvironmentStyling, 'cLandcode'> | null | undefined,
): boolean {
  const code = styling?.cLandcode?.trim() ?? '';
  return code === '' || code.toUpperCase() === 'NL';
}
