import { z } from 'zod/mini';

/**
 * `GetStyling`: the client's brand. Colours and URLs are kept exactly as sent; they are untrusted
 * and made safe where they are used (the theme and the logo), see decisions.md §4.
 */
export const environmentStylingSchema = z.lazy(() =>
  z.object({
    /**
     * Contract addition: the client code this styling belongs to. An unknown client gets the
     * fallback client's styling, and this tells the portal which one that is.
     */
    cClient: z.nullish(z.string().check(z.minLength(1))),
    cPrimaryColor: z.nullish(z.string()),
    cSecondaryColor: z.nullish(z.string()),
    cMainLogoURL: z.nullish(z.string()),
    cName: z.nullish(z.string()),
    cContainerFaviconURL: z.nullish(z.string()),
    cFavicon: z.nullish(z.string()),
    bOMRMAPI: z.nullish(z.boolean()),
    cLandcode: z.nullish(z.string()),
    /** Comma-separated language codes the client offers, e.g. `nl,en`. */
    cTaalCodes: z.nullish(z.string()),
    cStandaardTaal: z.nullish(z.string()),
    bVergelijking: z.nullish(z.boolean()),
    Mantel: z.nullish(
      z.object({
        cMantelLogoURL: z.nullish(z.string()),
        cMantelnaam: z.nullish(z.string()),
      }),
    ),
    cContainerLogoURL: z.nullish(z.string()),
    /**
     * Contract addition: the body layout of spec point 9, `boxed` (the page centred at a maximum
     * width) or `full` (the whole window). Absent, or any other value, is `full`.
     */
    cLayout: z.nullish(z.string()),
  }),
);
export type EnvironmentStyling = z.infer<typeof environmentStylingSchema>;
