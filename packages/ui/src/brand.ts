/**
 * The design system's brand rules without React: what a client's untrusted styling turns into
 * (its name, a safe logo URL, its colours after the contrast checks) and the page tokens. The
 * reference server uses them to paint the brand into the page before the JavaScript runs
 * (ADR 0011), so the first paint and the app show exactly the same colours and logo.
 */
export { createBrandPalette, type BrandPalette } from './theme/brandPalette.ts';
export {
  clientLayout,
  clientLogoCandidates,
  clientName,
} from './ClientThemeProvider/clientDocument.ts';
export { tokens } from './theme/tokens.ts';
