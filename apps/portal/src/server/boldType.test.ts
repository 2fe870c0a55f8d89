import { describe, expect, it } from 'vitest';
import { setsBoldType } from './boldType.ts';

const component = (css: string) => ({ key: 'css', ids: ['a1'], css });
const global = (css: string) => ({ key: 'css-global', ids: ['g1'], css });

describe('setsBoldType', () => {
  it("finds a component's bold weight, by number or by name", () => {
    for (const css of [
      '.css-a1{font-weight:700;}',
      '.css-a1{font-weight: 600}',
      '.css-a1{color:red;font-weight:bold}',
      '.css-a1{font-weight:bolder}',
    ]) {
      expect(setsBoldType([component(css)], '<p>x</p>'), css).toBe(true);
    }
  });

  it('finds the elements the browser sets in bold', () => {
    expect(setsBoldType([], '<p>Total <strong>€ 500</strong></p>')).toBe(true);
    expect(setsBoldType([], '<p><b class="x">5</b></p>')).toBe(true);
  });

  it('leaves regular and medium type, other elements, and the global rules alone', () => {
    expect(
      setsBoldType(
        [
          component('.css-a1{font-weight:500;font-size:1.7rem}'),
          component('.css-a1{font-weight:400}'),
          global('strong,b{font-weight:700}'),
        ],
        '<main><button>Bestellen</button><br><blockquote>x</blockquote><body></body></main>',
      ),
    ).toBe(false);
  });
});
