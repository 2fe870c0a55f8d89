import {
  contrastRatio,
  mix,
  normalizeHexColor,
  pickTextColor,
  readableShade,
  relativeLuminance,
} from './color.ts';
import { tokens } from './tokens.ts';

/** The colours a theme derives from one brand colour. */
export interface BrandColor {
  /** The brand colour as configured (validated): fills and accents. */
  fill: string;
  /** The fill when hovered. */
  fillHover: string;
  /** Text and icons on `fill` and `fillHover`: at least 4.5:1 against both. */
  onFill: string;
  /** The fill's edge against the page: the fill itself when it reaches 3:1, else `text`. */
  outline: string;
  /**
   * The brand colour as text on the page, also where the page is tinted with it (hovered,
   * selected): the fill, or a darker shade of it when too light.
   */
  text: string;
  /** `text` when hovered or pressed (darker still). */
  textDark: string;
  /** Text on `text` and `textDark`: at least 4.5:1 against both. */
  onText: string;
}

/** The brand colours of a theme, kept on `theme.palette.brand`. */
export interface BrandPalette {
  primary: BrandColor;
  secondary: BrandColor;
  /** Keyboard focus indicator: at least 3:1 against both page backgrounds. */
  focusRing: string;
}

/** The darker of the two page backgrounds: contrast against it implies contrast against both. */
function darkestBackground(): string {
  const { default: page, paper } = tokens.background;
  return contrastRatio(page, tokens.black) < contrastRatio(paper, tokens.black) ? page : paper;
}

/** The page under a selected control that is hovered: the brand text's own colour at its strongest. */
export const strongestBrandTint = tokens.brandTint.hover + tokens.brandTint.selected;

/** Derives every colour one brand colour needs, whatever the input. */
export function deriveBrandColor(value: unknown, fallback: string): BrandColor {
  const background = darkestBackground();
  const fill = normalizeHexColor(value, fallback);
  const textCandidates = [tokens.white, tokens.text.primary, tokens.black];
  const onFill = pickTextColor([fill], textCandidates, tokens.textContrast);
  // Hover moves the fill away from its text colour, so hovering can only raise the contrast.
  const onFillIsLight = relativeLuminance(onFill) > relativeLuminance(fill);
  const fillHover = mix(fill, onFillIsLight ? tokens.black : tokens.white, 0.12);
  const text = readableShade(
    fill,
    (shade) => mix(background, shade, strongestBrandTint),
    tokens.textContrast + tokens.targetMargin,
  );
  const textDark = mix(text, tokens.black, 0.25);
  return {
    fill,
    fillHover,
    onFill,
    outline:
      contrastRatio(fill, background) >= tokens.boundaryContrast + tokens.targetMargin
        ? fill
        : text,
    text,
    textDark,
    onText: pickTextColor([text, textDark], textCandidates, tokens.textContrast),
  };
}

/** The brand palette of a client's primary and secondary colour (untrusted values). */
export function createBrandPalette(primary: unknown, secondary: unknown): BrandPalette {
  const brandPrimary = deriveBrandColor(primary, tokens.defaultPrimary);
  return {
    primary: brandPrimary,
    secondary: deriveBrandColor(secondary, tokens.defaultSecondary),
    // The readable primary shade already clears 4.5:1, well above the 3:1 a focus ring needs.
    focusRing: brandPrimary.text,
  };
}
