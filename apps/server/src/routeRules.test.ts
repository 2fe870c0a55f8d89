import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeRulesSchema } from '@lease/api/contract';
import { readRouteRules } from './readRouteRules.ts';
import { startTestServer, type TestServer } from './testing/startTestServer.ts';

const rules = routeRulesSchema.parse([
  { from: '/nl/horizon/actie', to: 'https://www.example.com/actie' },
  { from: '/nl/horizon/oud/*', to: '/nl/horizon/calculator', status: 301 },
]);

describe('server route rules', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ routeRules: rules });
    writeFileSync(
      join(server.staticDir, 'index.html'),
      '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(() => server.close());

  const page = (path: string) =>
    fetch(`${server.url}${path}`, { headers: { Accept: 'text/html' }, redirect: 'manual' });

  it('answers a page a rule moves with its redirect, absolute or inside the portal', async () => {
    const away = await page('/nl/horizon/actie');
    expect(away.status).toBe(302);
    expect(away.headers.get('location')).toBe('https://www.example.com/actie');
    const moved = await page('/nl/horizon/oud/autos/12');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/nl/horizon/calculator');
  });

  it('tells the portal its rules in every page, for the navigations that stay in the browser', async () => {
    const response = await page('/nl/horizon/auth/login');
    expect(response.status).toBe(200);
    const json = /<script type="application\/json" id="route-rules">(.*?)<\/script>/.exec(
      await response.text(),
    )?.[1];
    expect(routeRulesSchema.parse(JSON.parse(json ?? 'null'))).toEqual(rules);
  });

  it('leaves the API alone', async () => {
    const response = await fetch(`${server.url}/api/GetStyling?cClient=horizon`);
    expect(response.status).toBe(200);
  });
});

describe('readRouteRules', () => {
  const file = (content: string) => {
    const path = join(mkdtempSync(join(tmpdir(), 'rules-')), 'rules.json');
    writeFileSync(path, content);
    return path;
  };

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
