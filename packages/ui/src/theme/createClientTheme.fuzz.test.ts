import { describe, expect, it } from 'vitest';
import type { Theme } from '@mui/material/styles';
import type { EnvironmentStyling } from '@lease/api';
import { contrastRatio, normalizeHexColor } from './color.ts';
import { createClientTheme, themeContrastChecks } from './createClientTheme.ts';
import { tokens } from './tokens.ts';

/**
 * Fuzzing `createClientTheme` with thousands of seeded random and malformed stylings, as a
 * hostile or broken server could send them (JSON values only: the wire is JSON). The table and
 * grid tests in `createClientTheme.test.ts` cover the named cases and the RGB cube; this covers
 * the shapes nobody thought of. A failure prints the seed and input, so it can be replayed.
 */

/** mulberry32: a small, fast, seeded PRNG, so every run tests the same inputs. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = ReturnType<typeof prng>;
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
const int = (random: Random, max: number) => Math.floor(random() * max);
const hexDigits = (random: Random, n: number, upper = false) => {
  let out = '';
  for (let i = 0; i < n; i += 1) out += '0123456789abcdef'[int(random, 16)];
  return upper ? out.toUpperCase() : out;
};

const INJECTIONS = [
  ';}body{display:none}',
  '} * { background: url(https://evil.example/x) }',
  ' !important',
  'expression(alert(1))',
  '</style><script>alert(1)</script>',
  '\u0000',
  '\n',
  '/*',
  '\\',
  'var(--x)',
];
const CSS_COLOURS = [
  'red',
  'transparent',
  'currentColor',
  'inherit',
  'rgb(255, 0, 0)',
  'rgba(0,0,0,0)',
  'hsl(0 100% 50%)',
  'color-mix(in srgb, red, blue)',
  '#ffffff80',
  '#fff8',
  'oklch(70% 0.1 200)',
];

/** A colour value of any shape: valid, nearly valid, CSS that is not hex, hostile, or not a string. */
function colourValue(random: Random): unknown {
  switch (int(random, 10)) {
    case 0:
      return `#${hexDigits(random, 6, random() < 0.5)}`;
    case 1:
      return `#${hexDigits(random, 3, random() < 0.5)}`;
    case 2:
      // Surrounding whitespace is allowed; other padding is not.
      return `${pick(random, [' ', '\t', '', '\n'])}#${hexDigits(random, 6)}${pick(random, [' ', '', '\t'])}`;
    case 3:
      // Wrong lengths and letters.
      return `#${hexDigits(random, pick(random, [0, 1, 2, 4, 5, 7, 8, 9, 12]))}${random() < 0.3 ? 'g' : ''}`;
    case 4:
      return pick(random, CSS_COLOURS);
    case 5:
      return `#${hexDigits(random, 6)}${pick(random, INJECTIONS)}`;
    case 6:
      return pick(random, INJECTIONS) + `#${hexDigits(random, 6)}`;
    case 7:
      return hexDigits(random, 6); // no hash
    case 8: {
      let text = '';
      const length = int(random, 40);
      for (let i = 0; i < length; i += 1) text += String.fromCharCode(int(random, 0x3000));
      return text;
    }
    default:
      return pick(random, [
        null,
        0,
        0xffffff,
        -1,
        1.5,
        true,
        false,
        [],
        ['#ffffff'],
        {},
        { r: 255, g: 0, b: 0 },
        '',
        '#'.repeat(10_000),
        `#${'f'.repeat(100_000)}`,
      ]);
  }
}

/** A whole styling: usually an object with random fields, sometimes not an object at all. */
function stylingValue(random: Random): unknown {
  const roll = random();
  if (roll < 0.03) return pick(random, [null, undefined, 0, '', 'horizon', [], [{}], true]);
  const styling: Record<string, unknown> = {};
  if (random() < 0.9) styling.cPrimaryColor = colourValue(random);
  if (random() < 0.9) styling.cSecondaryColor = colourValue(random);
  if (random() < 0.3) styling.cName = colourValue(random);
  if (random() < 0.2)
    styling.Mantel = random() < 0.5 ? colourValue(random) : { cMantelnaam: colourValue(random) };
  if (random() < 0.2) styling.cMainLogoURL = colourValue(random);
  // Round-trip through JSON: exactly what could arrive over the wire.
  const json = JSON.stringify(styling);
  // JSON.parse keeps a "__proto__" key as an own property: a classic prototype-pollution probe.
  return JSON.parse(
    random() < 0.05
      ? json.replace(/^\{/, `{"__proto__":{"cPrimaryColor":"#fff;}"}${json === '{}' ? '' : ','}`)
      : json,
  ) as unknown;
}

/** A colour MUI or we emit: hex, or MUI's own rgb()/rgba() — never anything that can carry CSS. */
const VALID_COLOUR =
  /^(#[0-9a-f]{3}|#[0-9a-f]{6}|#[0-9a-f]{8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/i;
const NON_COLOUR_KEYS = new Set(['mode']);

/** Every string in the palette, with its path. */
function paletteStrings(value: unknown, path: string, out: [string, string][] = []) {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (!NON_COLOUR_KEYS.has(key)) paletteStrings(child, `${path}.${key}`, out);
    }
  }
  return out;
}

function problems(theme: Theme, input: unknown): string[] {
  const found: string[] = [];
  for (const [path, value] of paletteStrings(theme.palette, 'palette')) {
    if (!VALID_COLOUR.test(value)) found.push(`${path} = ${JSON.stringify(value)}`);
  }
  for (const check of themeContrastChecks(theme)) {
    const ratio = contrastRatio(check.foreground, check.background);
    if (!(ratio >= check.minimum))
      found.push(`${check.name}: ${ratio.toFixed(2)} < ${check.minimum}`);
  }
  // The brand fill is the input colour itself when it is a valid hex colour, else the default.
  const primary =
    input && typeof input === 'object' && !Array.isArray(input)
      ? (input as Record<string, unknown>).cPrimaryColor
      : undefined;
  const expectedFill = normalizeHexColor(primary, tokens.defaultPrimary);
  if (theme.palette.brand.primary.fill !== expectedFill) {
    found.push(`primary fill ${theme.palette.brand.primary.fill} ≠ ${expectedFill}`);
  }
  return found;
}

const SEEDS = [1, 2, 3, 20261121];
const RUNS_PER_SEED = 1_000;

describe('createClientTheme under fuzzing', () => {
  it.each(SEEDS)(
    'seed %i: 1,000 random stylings never throw, emit only colours and keep every contrast promise',
    (seed) => {
      const random = prng(seed);
      const failures: unknown[] = [];
      for (let run = 0; run < RUNS_PER_SEED && failures.length < 5; run += 1) {
        const input = stylingValue(random);
        let theme: Theme;
        try {
          theme = createClientTheme(input as EnvironmentStyling);
        } catch (error) {
          failures.push({ seed, run, input, threw: String(error) });
          continue;
        }
        const found = problems(theme, input);
        if (found.length > 0) failures.push({ seed, run, input, found });
      }
      expect(failures).toEqual([]);
    },
  );

  it('the generator covers valid, malformed and non-string colours (the fuzz is not vacuous)', () => {
    const random = prng(7);
    let valid = 0;
    let invalidString = 0;
    let nonString = 0;
    for (let i = 0; i < 2_000; i += 1) {
      const value = colourValue(random);
      if (typeof value !== 'string') nonString += 1;
      else if (normalizeHexColor(value, '') !== '') valid += 1;
      else invalidString += 1;
    }
    expect(valid).toBeGreaterThan(400);
    expect(invalidString).toBeGreaterThan(600);
    expect(nonString).toBeGreaterThan(100);
  });
});
