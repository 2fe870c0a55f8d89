import { z } from 'zod';

/**
 * `GetStyling`: the client's brand. Colours and URLs are kept exactly as sent; they are untrusted
 * and made safe where they are used (the theme and the logo), see decisions.md §4.
 */
export const environmentStylingSchema = z.object({
  /**
   * Contract addition: the client code this styling belongs to. An unknown client gets the
   * fallback client's styling, and this tells the portal which one that is.
   */
  cClient: z.string().min(1).nullish(),
  cPrimaryColor: z.string().nullish(),
  cSecondaryColor: z.string().nullish(),
  cMainLogoURL: z.string().nullish(),
  cName: z.string().nullish(),
  cContainerFaviconURL: z.string().nullish(),
  cFavicon: z.string().nullish(),
  bOMRMAPI: z.boolean().nullish(),
  cLandcode: z.string().nullish(),
  /** Comma-separated language codes the client offers, e.g. `nl,en`. */
  cTaalCodes: z.string().nullish(),
  cStandaardTaal: z.string().nullish(),
  bVergelijking: z.boolean().nullish(),
  Mantel: z
    .object({
      cMantelLogoURL: z.string().nullish(),
      cMantelnaam: z.string().nullish(),
    })
    .nullish(),
  cContainerLogoURL: z.string().nullish(),
});
export type EnvironmentStyling = z.infer<typeof environmentStylingSchema>;
