import { describe, expect, it } from 'vitest';
import type { EnvironmentStyling } from '@lease/api';
import { demoStylings } from '@lease/api/testing';
import { contrastRatio, toHex } from './color.ts';
import { createClientTheme, themeContrastChecks } from './createClientTheme.ts';
import { tokens } from './tokens.ts';

function failingChecks(styling: EnvironmentStyling | null | undefined) {
  return themeContrastChecks(createClientTheme(styling))
    .map((check) => ({ ...check, ratio: contrastRatio(check.foreground, check.background) }))
    .filter((check) => !(check.ratio >= check.minimum));
}

const HEX_ONLY = /^#[0-9a-f]{6}$/;

describe('createClientTheme', () => {
  it.each([
    ['no styling', undefined, tokens.defaultPrimary],
    ['null', null, tokens.defaultPrimary],
    ['a valid dark colour', { cPrimaryColor: '#0b5394' }, '#0b5394'],
    ['short hex', { cPrimaryColor: '#06c' }, '#0066cc'],
    ['a named colour', { cPrimaryColor: 'red' }, tokens.defaultPrimary],
    ['rgb()', { cPrimaryColor: 'rgb(255, 0, 0)' }, tokens.defaultPrimary],
    ['a CSS injection', { cPrimaryColor: '#fff;}body{display:none' }, tokens.defaultPrimary],
    ['an url() injection', { cPrimaryColor: 'url(https://evil.example/x)' }, tokens.defaultPrimary],
    ['an empty string', { cPrimaryColor: '' }, tokens.defaultPrimary],
  ] as const)('takes the primary fill from %s', (_label, styling, expectedFill) => {
    const theme = createClientTheme(styling as EnvironmentStyling | null | undefined);
    expect(theme.palette.brand.primary.fill).toBe(expectedFill);
  });

  it('keeps a light brand colour for fills and derives a darker readable shade for text', () => {
    const theme = createClientTheme(demoStylings.zonnig);
    const { primary } = theme.palette.brand;
    expect(primary.fill).toBe('#ffe14d');
    expect(theme.palette.primary.main).not.toBe('#ffe14d');
    expect(contrastRatio(theme.palette.primary.main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(primary.onFill, primary.fill)).toBeGreaterThanOrEqual(4.5);
    // A yellow button on white needs a drawn edge to be seen.
    expect(primary.outline).toBe(primary.text);
  });

  // The built portal leaves MUI's CSS-variables theme out (apps/portal/muiWithoutCssVariables.ts):
  // `createTheme` and `ThemeProvider` take it only for a theme with colour schemes or variables.
  it.each(Object.entries(demoStylings))(
    'is a theme without CSS variables for %s',
    (_n, styling) => {
      const theme = createClientTheme(styling);
      expect('colorSchemes' in theme).toBe(false);
      expect('vars' in theme).toBe(false);
    },
  );

  it('uses a dark brand colour as is', () => {
    const theme = createClientTheme(demoStylings.horizon);
    expect(theme.palette.primary.main).toBe('#0b5394');
    expect(theme.palette.primary.contrastText).toBe('#ffffff');
  });

  it('never throws on hostile input', () => {
    const hostile = [
      { cPrimaryColor: 42, cSecondaryColor: {} },
      { cPrimaryColor: ['#fff'], cSecondaryColor: null },
      { Mantel: 'x' },
    ] as unknown as EnvironmentStyling[];
    for (const styling of hostile) expect(() => createClientTheme(styling)).not.toThrow();
  });

  it('emits only #rrggbb colours from the brand', () => {
    const theme = createClientTheme({ cPrimaryColor: '#FfF', cSecondaryColor: 'expression(1)' });
    const { primary, secondary, focusRing } = theme.palette.brand;
    for (const value of [...Object.values(primary), ...Object.values(secondary), focusRing]) {
      expect(value).toMatch(HEX_ONLY);
    }
  });

  it.each(Object.entries(demoStylings))('meets every contrast promise for %s', (_name, styling) => {
    expect(failingChecks(styling)).toEqual([]);
  });

  it('meets every contrast promise for any pair of brand colours (grid sweep)', () => {
    // 8 levels per channel = 512 colours; pairs are swept as (colour, its reverse) plus a
    // diagonal so every colour appears as primary and secondary without 262k themes.
    const levels = [0, 36, 73, 109, 146, 182, 219, 255];
    const colors: string[] = [];
    for (const r of levels)
      for (const g of levels) for (const b of levels) colors.push(toHex({ r, g, b }));
    const failures: unknown[] = [];
    colors.forEach((primary, index) => {
      const secondary = colors[colors.length - 1 - index] ?? primary;
      const offset = colors[(index * 37) % colors.length] ?? primary;
      for (const [p, s] of [
        [primary, secondary],
        [primary, offset],
      ] as const) {
        const failing = failingChecks({ cPrimaryColor: p, cSecondaryColor: s });
        if (failing.length > 0) failures.push({ p, s, failing });
      }
    });
    expect(failures).toEqual([]);
  });
});
