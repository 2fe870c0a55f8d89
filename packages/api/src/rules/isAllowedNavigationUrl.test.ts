import { describe, expect, it } from 'vitest';
import { isAllowedNavigationUrl } from './isAllowedNavigationUrl.ts';

describe('isAllowedNavigationUrl', () => {
  const context = { origin: 'https://portal.example.nl', allowedHosts: ['calc.lessor.nl'] };
  it.each([
    ['a same-origin path', '/nl/horizon/calculator', true],
    ['a same-origin absolute URL', 'https://portal.example.nl/x', true],
    ['an allowlisted https host', 'https://calc.lessor.nl/open?id=4', true],
    ['an allowlisted host over http', 'http://calc.lessor.nl/open', false],
    ['another host', 'https://evil.example.com/', false],
    ['a javascript URL', 'javascript:alert(1)', false],
    ['a protocol-relative URL to another host', '//evil.example.com/x', false],
  ])('%s', (_case, url, expected) => {
    expect(isAllowedNavigationUrl(url, context)).toBe(expected);
  });
});
