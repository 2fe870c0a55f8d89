import { createTheme, type Theme } from '@mui/material/styles';
import type { EnvironmentStyling } from '@lease/api';
import { createBrandPalette, strongestBrandTint, type BrandPalette } from './brandPalette.ts';
import { mix } from './color.ts';
import { tokens } from './tokens.ts';
import { inputsCustomizations } from './customizations/inputs.ts';
import { feedbackCustomizations } from './customizations/feedback.ts';
import { surfacesCustomizations } from './customizations/surfaces.ts';
import { navigationCustomizations } from './customizations/navigation.ts';
import { baselineCustomizations } from './customizations/baseline.ts';

declare module '@mui/material/styles' {
  interface Palette {
    /** The client's brand colours with their derived, contrast-checked companions. */
    brand: BrandPalette;
    /** Boundaries of form controls: at least 3:1 against the page. */
    controlBorder: string;
  }
  interface PaletteOptions {
    brand?: BrandPalette;
    controlBorder?: string;
  }
}

/**
 * The MUI theme of a client: the only place brand colours enter the UI. `styling` is untrusted
 * (decisions.md §4): invalid colours fall back to the defaults, and every text/background pair
 * and boundary the theme produces meets WCAG 2.2 AA for any pair of brand colours.
 */
export function createClientTheme(styling?: EnvironmentStyling | null): Theme {
  const brand = createBrandPalette(styling?.cPrimaryColor, styling?.cSecondaryColor);
  const { status } = tokens;
  return createTheme({
    palette: {
      mode: 'light',
      // MUI uses `main` for text too (text buttons, links, focused labels), so `main` is the
      // readable shade; the raw brand colour is kept for fills under `brand`.
      primary: {
        main: brand.primary.text,
        dark: brand.primary.textDark,
        light: brand.primary.fill,
        contrastText: brand.primary.onText,
      },
      secondary: {
        main: brand.secondary.text,
        dark: brand.secondary.textDark,
        light: brand.secondary.fill,
        contrastText: brand.secondary.onText,
      },
      error: { main: status.error.main, dark: status.error.text, contrastText: tokens.white },
      warning: { main: status.warning.main, dark: status.warning.text, contrastText: tokens.white },
      info: { main: status.info.main, dark: status.info.text, contrastText: tokens.white },
      success: { main: status.success.main, dark: status.success.text, contrastText: tokens.white },
      background: { default: tokens.background.default, paper: tokens.background.paper },
      text: { primary: tokens.text.primary, secondary: tokens.text.secondary },
      divider: tokens.divider,
      brand,
      controlBorder: tokens.controlBorder,
      // The tints the brand's text shade is derived for (pinned: MUI's defaults may move).
      action: {
        hoverOpacity: tokens.brandTint.hover,
        selectedOpacity: tokens.brandTint.selected,
      },
    },
    typography: {
      fontFamily: tokens.fontFamily,
      button: { textTransform: 'none', fontWeight: 500 },
      h1: { fontSize: '2.25rem', fontWeight: 500 },
      h2: { fontSize: '1.75rem', fontWeight: 500 },
      h3: { fontSize: '1.5rem', fontWeight: 500 },
    },
    shape: { borderRadius: 8 },
    components: {
      ...baselineCustomizations,
      ...inputsCustomizations,
      ...feedbackCustomizations,
      ...surfacesCustomizations,
      ...navigationCustomizations,
    },
  });
}

/** One colour pair the theme promises, with its WCAG ratio and the minimum it must meet. */
export interface ContrastCheck {
  /** What the pair is used for. */
  name: string;
  foreground: string;
  background: string;
  /** 4.5 for text, 3 for boundaries and focus rings. */
  minimum: number;
}

/**
 * Every colour pair the theme relies on, for the contrast tests and the theme playground. A pair
 * is listed against each page background it can appear on.
 */
export function themeContrastChecks(theme: Theme): ContrastCheck[] {
  const { palette } = theme;
  const pages = [palette.background.default, palette.background.paper];
  const text = tokens.textContrast;
  const boundary = tokens.boundaryContrast;
  const checks: ContrastCheck[] = [];
  const onPages = (name: string, foreground: string, minimum: number) => {
    for (const page of pages) checks.push({ name, foreground, background: page, minimum });
  };
  onPages('text.primary', palette.text.primary, text);
  onPages('text.secondary', palette.text.secondary, text);
  onPages('error text', palette.error.main, text);
  onPages('control border', palette.controlBorder, boundary);
  onPages('focus ring', palette.brand.focusRing, boundary);
  for (const key of ['primary', 'secondary'] as const) {
    const color = palette.brand[key];
    onPages(`${key} text`, color.text, text);
    for (const page of pages) {
      checks.push({
        name: `${key} text on its hovered, selected tint`,
        foreground: color.text,
        background: mix(page, color.text, strongestBrandTint),
        minimum: text,
      });
    }
    onPages(`${key} pressed text`, color.textDark, text);
    onPages(`${key} fill outline`, color.outline, boundary);
    checks.push(
      { name: `on ${key} fill`, foreground: color.onFill, background: color.fill, minimum: text },
      {
        name: `on ${key} fill (hover)`,
        foreground: color.onFill,
        background: color.fillHover,
        minimum: text,
      },
      { name: `on ${key} text`, foreground: color.onText, background: color.text, minimum: text },
      {
        name: `on ${key} pressed text`,
        foreground: color.onText,
        background: color.textDark,
        minimum: text,
      },
    );
  }
  for (const key of ['error', 'warning', 'info', 'success'] as const) {
    const tone = tokens.status[key];
    checks.push(
      { name: `${key} alert text`, foreground: tone.text, background: tone.surface, minimum: text },
      {
        name: `${key} on main`,
        foreground: palette[key].contrastText,
        background: palette[key].main,
        minimum: text,
      },
    );
  }
  return checks;
}
