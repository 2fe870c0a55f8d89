import { describe, expect, it } from 'vitest';
import { comesFromAnotherSite, mayActWithSession, type SameOriginFacts } from './sameOriginRule.ts';

const OWN = 'https://portal.example';
const facts = (overrides: Partial<SameOriginFacts>): SameOriginFacts => ({
  method: 'POST',
  origin: OWN,
  secFetchSite: 'same-origin',
  portalCall: true,
  ownOrigin: OWN,
  ...overrides,
});

describe('mayActWithSession', () => {
  it.each([
    ['the portal from its own origin', facts({}), true],
    ['a read, from anywhere', facts({ method: 'GET', origin: 'https://evil.example' }), true],
    [
      'the portal, Origin left out, same-origin by Sec-Fetch-Site',
      facts({ origin: undefined }),
      true,
    ],
    ['no portal header', facts({ portalCall: false }), false],
    ['another origin', facts({ origin: 'https://evil.example' }), false],
    ['the same host over http', facts({ origin: 'http://portal.example' }), false],
    ['an opaque origin', facts({ origin: 'null' }), false],
    ['no Origin, same-site', facts({ origin: undefined, secFetchSite: 'same-site' }), false],
    [
      'no Origin and no Sec-Fetch-Site',
      facts({ origin: undefined, secFetchSite: undefined }),
      false,
    ],
  ])('%s → %s', (_name, request, allowed) => {
    expect(mayActWithSession(request)).toBe(allowed);
  });
});

describe('comesFromAnotherSite', () => {
  it.each([
    [
      'a script without browser headers',
      facts({ origin: undefined, secFetchSite: undefined }),
      false,
    ],
    ['our own page', facts({}), false],
    [
      'a typed address (Sec-Fetch-Site none)',
      facts({ origin: undefined, secFetchSite: 'none' }),
      false,
    ],
    ['another origin', facts({ origin: 'https://evil.example' }), true],
    [
      'a cross-site request without Origin',
      facts({ origin: undefined, secFetchSite: 'cross-site' }),
      true,
    ],
  ])('%s → %s', (_name, request, elsewhere) => {
    expect(comesFromAnotherSite(request)).toBe(elsewhere);
  });
});
