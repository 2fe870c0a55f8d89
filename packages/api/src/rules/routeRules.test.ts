import { describe, expect, it } from 'vitest';
import {
  isAbsoluteTarget,
  matchRouteRule,
  routeRulesSchema,
  type RouteRule,
} from './routeRules.ts';

const rules: RouteRule[] = routeRulesSchema.parse([
  { from: '/nl/horizon/actie', to: 'https://www.example.com/actie' },
  { from: '/nl/horizon/oud/*', to: '/nl/horizon/calculator', status: 301 },
  { from: '/nl/horizon/oud/fietsen/*', to: '/nl/horizon/calculator?categorie=2' },
  { from: '/nl/horizon/oud/start', to: '/nl/horizon' },
]);

describe('matchRouteRule', () => {
  it.each([
    ['/nl/horizon/actie', 'https://www.example.com/actie'],
    ['/nl/horizon/actie/', 'https://www.example.com/actie'],
    ['/nl/horizon/oud', '/nl/horizon/calculator'],
    ['/nl/horizon/oud/autos/12', '/nl/horizon/calculator'],
    ['/nl/horizon/oud/fietsen/3', '/nl/horizon/calculator?categorie=2'],
    ['/nl/horizon/oud/start', '/nl/horizon'],
  ])('sends %s to %s', (path, to) => {
    expect(matchRouteRule(rules, path)?.to).toBe(to);
  });

  it.each(['/nl/horizon', '/nl/horizon/actie/meer', '/nl/horizon/oudjes'])(
    'leaves %s alone',
    (path) => {
      expect(matchRouteRule(rules, path)).toBeUndefined();
    },
  );

  it('redirects with 302 unless the rule says otherwise', () => {
    expect(matchRouteRule(rules, '/nl/horizon/actie')?.status).toBe(302);
    expect(matchRouteRule(rules, '/nl/horizon/oud/x')?.status).toBe(301);
  });
});

describe('routeRulesSchema', () => {
  it.each<[Record<string, unknown>, string]>([
    [{ from: 'nl/horizon', to: '/nl' }, 'a from without its leading slash'],
    [{ from: '//evil.example', to: '/nl' }, 'a protocol-relative from'],
    [{ from: '/a', to: 'http://example.com' }, 'a target over plain http'],
    [{ from: '/a', to: '//evil.example/x' }, 'a protocol-relative target'],
    [{ from: '/a', to: 'javascript:alert(1)' }, 'a script target'],
    [{ from: '/a', to: 'https://user:pw@example.com' }, 'a target with credentials'],
    [{ from: '/a', to: '/b', status: 200 }, 'a status that is no redirect'],
  ])('refuses %j (%s)', (rule) => {
    expect(routeRulesSchema.safeParse([rule]).success).toBe(false);
  });

  it('tells a target outside the portal from one inside', () => {
    expect(isAbsoluteTarget('https://www.example.com/actie')).toBe(true);
    expect(isAbsoluteTarget('/nl/horizon')).toBe(false);
  });
});
