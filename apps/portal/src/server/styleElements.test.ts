import { describe, expect, it } from 'vitest';
import { composedStyleNames, styleElements } from './styleElements.ts';

describe('styleElements', () => {
  it('puts the component styles under the portal’s attribute, which emotion’s caches leave in place', () => {
    const html = styleElements(
      [{ key: 'css', ids: ['a1', 'b2'], css: '.css-a1{color:red}' }],
      'n0nce',
    );

    expect(html).toBe(
      '<style data-server-styles="a1 b2" data-server-composed="" nonce="n0nce">.css-a1{color:red}</style>',
    );
    expect(html).not.toContain('data-emotion');
  });

  it('keeps a global style findable by its component, marked so that no cache moves it first', () => {
    const html = styleElements(
      [
        { key: 'css-global', ids: ['animation-x1'], css: '@keyframes animation-x1{}' },
        { key: 'css', ids: [], css: '' },
      ],
      'n0nce',
    );

    expect(html).toBe(
      '<style data-emotion="css-global animation-x1" data-s="" nonce="n0nce">@keyframes animation-x1{}</style>' +
        '<style data-server-styles="" data-server-composed="" nonce="n0nce"></style>',
    );
  });

  it('names the styles the render made that the page does not show, on the component styles', () => {
    const chunks = [
      { key: 'css-global', ids: ['animation-x1'], css: '@keyframes animation-x1{}' },
      { key: 'css', ids: ['inner1'], css: '.css-inner1{color:red;gap:8px}' },
    ];
    // `outer2` is a styled wrapper's own class, which the inner component took into its own.
    const composed = composedStyleNames(
      { 'animation-x1': true, inner1: '.css-inner1{…}', outer2: '.css-outer2{gap:8px}' },
      chunks,
    );

    expect(composed).toEqual(['outer2']);
    expect(styleElements(chunks, 'n0nce', composed)).toContain(
      '<style data-server-styles="inner1" data-server-composed="outer2" nonce="n0nce">',
    );
  });
});
