/**
 * Colour arithmetic for the theme: parsing untrusted hex colours and the WCAG 2.2 contrast maths
 * that lets `createClientTheme` guarantee readable pairs whatever a client configures.
 */

/** An sRGB colour with 0–255 channels. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Parses `#rgb` or `#rrggbb` (surrounding whitespace ignored). Anything else, including named
 * colours, `rgb()`, 4/8-digit hex and non-strings, gives `null`: a client's styling is untrusted,
 * and only a value we can re-serialise from numbers can never smuggle CSS into a rule.
 */
export function parseHexColor(value: unknown): Rgb | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!HEX_COLOR.test(text)) return null;
  const digits =
    text.length === 4
      ? text
          .slice(1)
          .split('')
          .map((d) => d + d)
          .join('')
      : text.slice(1);
  return {
    r: Number.parseInt(digits.slice(0, 2), 16),
    g: Number.parseInt(digits.slice(2, 4), 16),
    b: Number.parseInt(digits.slice(4, 6), 16),
  };
}

/** Serialises a colour as lowercase `#rrggbb`, clamping and rounding each channel. */
export function toHex({ r, g, b }: Rgb): string {
  const channel = (c: number) =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** The normalised `#rrggbb` form of a valid colour, else `fallback`. */
export function normalizeHexColor(value: unknown, fallback: string): string {
  const rgb = parseHexColor(value);
  return rgb ? toHex(rgb) : fallback;
}

function linearChannel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.2 relative luminance (0 = black, 1 = white). */
export function relativeLuminance(color: Rgb | string): number {
  const rgb = typeof color === 'string' ? parseHexColor(color) : color;
  if (!rgb) throw new TypeError(`Not a hex colour: ${String(color)}`);
  return (
    0.2126 * linearChannel(rgb.r) + 0.7152 * linearChannel(rgb.g) + 0.0722 * linearChannel(rgb.b)
  );
}

/** WCAG 2.2 contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(a: Rgb | string, b: Rgb | string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function toHsl({ r, g, b }: Rgb): Hsl {
  const [rs, gs, bs] = [r / 255, g / 255, b / 255];
  const max = Math.max(rs, gs, bs);
  const min = Math.min(rs, gs, bs);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rs) h = (gs - bs) / d + (gs < bs ? 6 : 0);
  else if (max === gs) h = (bs - rs) / d + 2;
  else h = (rs - gs) / d + 4;
  return { h: h / 6, s, l };
}

function hueToChannel(p: number, q: number, t: number): number {
  const tt = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
  if (tt < 1 / 6) return p + (q - p) * 6 * tt;
  if (tt < 1 / 2) return q;
  if (tt < 2 / 3) return p + (q - p) * (2 / 3 - tt) * 6;
  return p;
}

function fromHsl({ h, s, l }: Hsl): Rgb {
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  return {
    r: hueToChannel(p, q, h + 1 / 3) * 255,
    g: hueToChannel(p, q, h) * 255,
    b: hueToChannel(p, q, h - 1 / 3) * 255,
  };
}

/** The same hue and saturation at a different HSL lightness (0–1), as `#rrggbb`. */
export function withLightness(color: string, lightness: number): string {
  const rgb = parseHexColor(color);
  if (!rgb) throw new TypeError(`Not a hex colour: ${color}`);
  return toHex(fromHsl({ ...toHsl(rgb), l: Math.min(1, Math.max(0, lightness)) }));
}

/**
 * The lightest shade of `color` (same hue and saturation, lower lightness) that reaches
 * `minRatio` against `background`; `color` itself when it already does. Darkening keeps a brand
 * recognisable where black would not, and black always reaches 4.58:1 on white, so a light
 * background always has an answer. The search is on rounded hex values, so the result is checked,
 * not assumed. `background` may depend on the shade: a control tinted with its own text colour.
 */
export function readableShade(
  color: string,
  background: string | ((shade: string) => string),
  minRatio: number,
): string {
  const behind = typeof background === 'string' ? () => background : background;
  const reaches = (shade: string) => contrastRatio(shade, behind(shade)) >= minRatio;
  const start = normalizeHexColor(color, '#000000');
  if (reaches(start)) return start;
  const rgb = parseHexColor(start) as Rgb;
  const { l } = toHsl(rgb);
  let low = 0;
  let high = l;
  let best = '#000000';
  for (let i = 0; i < 24; i += 1) {
    const mid = (low + high) / 2;
    const candidate = withLightness(start, mid);
    if (reaches(candidate)) {
      best = candidate;
      low = mid;
    } else {
      high = mid;
    }
  }
  return reaches(best) ? best : '#000000';
}

/**
 * The first candidate whose contrast against every background reaches `minRatio`, else the
 * candidate with the best worst-case contrast. Pass black and white last: for any single
 * background one of them reaches 4.58:1, so the guarantee holds.
 */
export function pickTextColor(
  backgrounds: readonly string[],
  candidates: readonly string[],
  minRatio: number,
): string {
  let best = candidates[0] ?? '#000000';
  let bestRatio = -1;
  for (const candidate of candidates) {
    const worst = Math.min(...backgrounds.map((bg) => contrastRatio(candidate, bg)));
    if (worst >= minRatio) return candidate;
    if (worst > bestRatio) {
      best = candidate;
      bestRatio = worst;
    }
  }
  return best;
}

/** Mixes `color` towards `target` by `amount` (0–1) in sRGB, as `#rrggbb`. */
export function mix(color: string, target: string, amount: number): string {
  const a = parseHexColor(color);
  const b = parseHexColor(target);
  if (!a || !b) throw new TypeError(`Not hex colours: ${color}, ${target}`);
  const t = Math.min(1, Math.max(0, amount));
  return toHex({
    r: a.r + (b.r - a.r) * t,
    g: a.g + (b.g - a.g) * t,
    b: a.b + (b.b - a.b) * t,
  });
}
