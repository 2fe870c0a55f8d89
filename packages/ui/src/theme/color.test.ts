import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  mix,
  normalizeHexColor,
  parseHexColor,
  pickTextColor,
  readableShade,
  relativeLuminance,
  toHex,
} from './color.ts';

describe('parseHexColor', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255 }],
    ['#FFF', { r: 255, g: 255, b: 255 }],
    ['#0b5394', { r: 11, g: 83, b: 148 }],
    ['  #0B5394 ', { r: 11, g: 83, b: 148 }],
    ['#000000', { r: 0, g: 0, b: 0 }],
  ])('accepts %j', (input, expected) => {
    expect(parseHexColor(input)).toEqual(expected);
  });

  it.each([
    'red',
    'fff',
    '#ffff',
    '#ffffffff',
    '#12345',
    '#ggg',
    'rgb(0,0,0)',
    '#fff; background: url(//evil)',
    '#fff}body{display:none',
    '',
    null,
    undefined,
    42,
    { r: 1 },
  ])('rejects %j', (input) => {
    expect(parseHexColor(input)).toBeNull();
  });
});

describe('toHex and normalizeHexColor', () => {
  it('serialises as lowercase #rrggbb and clamps channels', () => {
    expect(toHex({ r: 11, g: 83, b: 148 })).toBe('#0b5394');
    expect(toHex({ r: -4, g: 300, b: 127.6 })).toBe('#00ff80');
  });
  it('falls back for invalid input', () => {
    expect(normalizeHexColor('#ABC', '#000000')).toBe('#aabbcc');
    expect(normalizeHexColor('javascript:alert(1)', '#123456')).toBe('#123456');
  });
});

describe('WCAG luminance and contrast', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#0b5394', '#ffffff', 7.84],
    ['#ffe14d', '#ffffff', 1.29],
  ])('contrast(%s, %s) ≈ %d', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 1);
  });
  // Luminance rounded to three decimals (as MUI's colour manipulator does) puts these just over
  // 4.5:1; exactly they are just under, so white text on them would not be readable enough.
  it.each(['#0078d7', '#007bc8', '#008769'])('tells %s on white from 4.5:1 exactly', (colour) => {
    expect(contrastRatio(colour, '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio(colour, '#ffffff')).toBeGreaterThan(4.49);
  });
  it('has the reference luminances', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 3);
  });
});

describe('readableShade', () => {
  it('keeps a colour that is already readable', () => {
    expect(readableShade('#0b5394', '#ffffff', 4.5)).toBe('#0b5394');
  });
  it.each(['#ffe14d', '#8fd3fe', '#ffffff', '#00ff00', '#ff00ff', '#f0f0f0'])(
    'darkens %s until it reaches 4.5:1 on white',
    (color) => {
      const shade = readableShade(color, '#ffffff', 4.5);
      expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      // Not simply black: the hue survives for every chromatic input.
      if (color !== '#ffffff' && color !== '#f0f0f0') expect(shade).not.toBe('#000000');
    },
  );
});

describe('pickTextColor', () => {
  it('takes the first candidate that works on every background', () => {
    expect(pickTextColor(['#0b5394'], ['#ffffff', '#000000'], 4.5)).toBe('#ffffff');
    expect(pickTextColor(['#ffe14d'], ['#ffffff', '#000000'], 4.5)).toBe('#000000');
  });
  it('finds black or white for any mid-grey', () => {
    for (let v = 0; v <= 255; v += 5) {
      const bg = toHex({ r: v, g: v, b: v });
      const fg = pickTextColor([bg], ['#ffffff', '#000000'], 4.5);
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('mix', () => {
  it('interpolates in sRGB', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#123456', '#000000', 0)).toBe('#123456');
  });
});
