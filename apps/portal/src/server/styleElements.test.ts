import { describe, expect, it } from 'vitest';
import { styleElements } from './styleElements.ts';

describe('styleElements', () => {
  it('puts the component styles under the portal’s attribute, which emotion’s caches leave in place', () => {
    const html = styleElements(
      [{ key: 'css', ids: ['a1', 'b2'], css: '.css-a1{color:red}' }],
      'n0nce',
    );

    expect(html).toBe('<style data-server-styles="a1 b2" nonce="n0nce">.css-a1{color:red}</style>');
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
        '<style data-server-styles="" nonce="n0nce"></style>',
    );
  });
});
