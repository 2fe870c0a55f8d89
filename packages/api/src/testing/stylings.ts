import type { EnvironmentStyling } from '../schemas/styling.ts';
import { letterFavicon, wordmarkLogo } from './svgDataUri.ts';

/**
 * The demo clients' styling: the reference server seeds these, Storybook's brand toolbar offers
 * them, and MSW handlers answer with them. Each one exercises a different branding case.
 */
export const demoStylings = {
  /** A plain corporate brand with a dark primary colour. The fallback client. */
  horizon: {
    cClient: 'horizon',
    cName: 'Horizon Mobility',
    cPrimaryColor: '#0b5394',
    cSecondaryColor: '#e69138',
    cMainLogoURL: wordmarkLogo('Horizon Mobility', '#0b5394', '#e69138'),
    cFavicon: letterFavicon('H', '#0b5394'),
    cContainerFaviconURL: null,
    bOMRMAPI: false,
    cLandcode: 'NL',
    cTaalCodes: 'nl,en,fr,de',
    cStandaardTaal: 'nl',
    bVergelijking: true,
    Mantel: null,
    cContainerLogoURL: null,
  },
  /**
   * A client inside a parent scheme: its logo and name show beside the client's own. Its accounts
   * live in the external system (`bOMRMAPI`), so its login page offers to request access.
   */
  polder: {
    cClient: 'polder',
    cName: 'Polder Energie',
    cPrimaryColor: '#2e7d32',
    cSecondaryColor: '#6a1b9a',
    cMainLogoURL: wordmarkLogo('Polder Energie', '#2e7d32', '#a5d6a7'),
    cFavicon: letterFavicon('P', '#2e7d32'),
    cContainerFaviconURL: null,
    bOMRMAPI: true,
    cLandcode: 'NL',
    cTaalCodes: 'nl,en,fr,de',
    cStandaardTaal: 'nl',
    bVergelijking: true,
    // The one demo client whose pages are boxed: centred at the design system's widest width.
    cLayout: 'boxed',
    Mantel: {
      cMantelnaam: 'Rijksmobiliteit',
      cMantelLogoURL: wordmarkLogo('Rijksmobiliteit', '#154273', '#f9e11e'),
    },
    cContainerLogoURL: null,
  },
  /** A brand colour too light to read on white: the theme must derive a readable shade. */
  zonnig: {
    cClient: 'zonnig',
    cName: 'Zonnig Zorg',
    cPrimaryColor: '#ffe14d',
    cSecondaryColor: '#8fd3fe',
    cMainLogoURL: wordmarkLogo('Zonnig Zorg', '#ffe14d', '#8fd3fe'),
    cFavicon: letterFavicon('Z', '#f5c400'),
    cContainerFaviconURL: null,
    bOMRMAPI: false,
    cLandcode: 'NL',
    cTaalCodes: 'nl,en,fr,de',
    cStandaardTaal: 'en',
    bVergelijking: false,
    Mantel: null,
    cContainerLogoURL: null,
  },
  /** A mobility-container client: cars, bikes and a mobility card within a budget. */
  stadmobiel: {
    cClient: 'stadmobiel',
    cName: 'StadMobiel',
    cPrimaryColor: '#c2185b',
    cSecondaryColor: '#00838f',
    cMainLogoURL: wordmarkLogo('StadMobiel', '#c2185b', '#00838f'),
    cFavicon: letterFavicon('S', '#c2185b'),
    cContainerFaviconURL: letterFavicon('S', '#00838f'),
    bOMRMAPI: false,
    cLandcode: 'NL',
    cTaalCodes: 'nl,en,fr,de',
    cStandaardTaal: 'nl',
    bVergelijking: true,
    Mantel: null,
    cContainerLogoURL: wordmarkLogo('StadMobiel Budget', '#00838f', '#c2185b'),
  },
} as const satisfies Record<string, EnvironmentStyling>;

export type DemoClient = keyof typeof demoStylings;

/** The demo client codes, the fallback client first. */
export const demoClients = Object.keys(demoStylings) as DemoClient[];
