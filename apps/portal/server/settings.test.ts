import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeRulesSchema } from '@lease/api/contract';
import { describe, expect, it } from 'vitest';
import { readRouteRules, readSettings } from './settings.ts';

const rules = routeRulesSchema.parse([
  { from: '/nl/horizon/actie', to: 'https://www.example.com/actie' },
  { from: '/nl/horizon/oud/*', to: '/nl/horizon/calculator', status: 301 },
]);

const file = (content: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'rules-')), 'rules.json');
  writeFileSync(path, content);
  return path;
};

describe('readRouteRules', () => {
  it('reads none without a file', () => {
    expect(readRouteRules(undefined)).toEqual([]);
  });

  it('reads a valid file', () => {
    expect(readRouteRules(file(JSON.stringify(rules)))).toEqual(rules);
  });

  it('stops the start on a rule that would send visitors somewhere unsafe, naming it', () => {
    const path = file(JSON.stringify([{ from: '/a', to: 'javascript:alert(1)' }]));
    expect(() => readRouteRules(path)).toThrow(/rule 0\.to is invalid/);
    expect(() => readRouteRules(file('{not json'))).toThrow(/not readable JSON/);
  });
});

describe('readSettings', () => {
  const lease = { LEASE_API_URL: 'http://127.0.0.1:3001' };

  it('serves the built portal from apps/portal/dist unless STATIC_DIR names another folder', () => {
    expect(readSettings(lease).staticDir).toMatch(/\/apps\/portal\/dist$/);
    expect(readSettings({ ...lease, STATIC_DIR: '/srv/portal' }).staticDir).toBe('/srv/portal');
  });

  it('reads the route rules of ROUTE_RULES_FILE', () => {
    const settings = readSettings({ ...lease, ROUTE_RULES_FILE: file(JSON.stringify(rules)) });
    expect(settings.routeRules).toEqual(rules);
    expect(readSettings(lease).routeRules).toEqual([]);
  });
});
