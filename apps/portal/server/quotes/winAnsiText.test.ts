import { describe, expect, it } from 'vitest';
import { winAnsiText } from './winAnsiText.ts';

describe('winAnsiText', () => {
  it.each([
    ['Kings Red metallic', 'Kings Red metallic'],
    ['€ 1.234,56 – Prix d’achat « éèü ß »', '€ 1.234,56 – Prix d’achat « éèü ß »'],
    ['Łódź', 'Lódz'],
    ['Őrség', 'Orség'],
    ['tab\there', 'tab here'],
    ['car 🚗', 'car ?'],
    ['日本', '??'],
  ])('%s → %s', (text, written) => {
    expect(winAnsiText(text)).toBe(written);
  });
});
