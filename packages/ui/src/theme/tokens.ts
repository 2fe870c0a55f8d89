/**
 * Design tokens: the only colour and font literals in the package. Brand colours are not here:
 * they arrive per client through `createClientTheme`, which checks them against these.
 */
export const tokens = {
  /** Used when a client sends no valid primary colour. */
  defaultPrimary: '#1f5fa8',
  /** Used when a client sends no valid secondary colour. */
  defaultSecondary: '#6b3fa0',
  white: '#ffffff',
  black: '#000000',
  background: {
    /** The page: a faint grey so white cards read as surfaces. */
    default: '#f4f6f8',
    paper: '#ffffff',
  },
  text: {
    primary: '#1f2933',
    secondary: '#4b5563',
  },
  /** Decorative separators; never the only boundary of a control. */
  divider: '#d5dbe1',
  /** Boundaries of inputs: at least 3:1 against both backgrounds (WCAG 1.4.11). */
  controlBorder: '#6b7280',
  status: {
    error: { main: '#b42318', text: '#5b1a14', surface: '#fdecea' },
    warning: { main: '#9a5b00', text: '#4d2d00', surface: '#fff4e0' },
    info: { main: '#0b63a8', text: '#0a3558', surface: '#e6f1fb' },
    success: { main: '#1e7b34', text: '#123f1d', surface: '#e7f5ea' },
  },
  fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
  /**
   * How strongly MUI tints a control with its own brand text colour over the page: hovered (a
   * text or outlined button) and selected (a toggle button); selected and hovered is the sum. The
   * brand's text shade is derived to stay readable on the strongest tint.
   */
  brandTint: { hover: 0.04, selected: 0.08 },
  /** Minimum contrast of text against its background (WCAG 2.2 AA, 1.4.3). */
  textContrast: 4.5,
  /** Minimum contrast of boundaries and focus rings (WCAG 2.2 AA, 1.4.11). */
  boundaryContrast: 3,
  /**
   * What we aim for when deriving a shade: a hair above the minimum, because other checkers
   * (axe, browsers) may round differently from us.
   */
  targetMargin: 0.05,
} as const;
