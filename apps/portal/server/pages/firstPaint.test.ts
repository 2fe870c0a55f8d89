import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnvironmentStyling } from '@lease/api/contract';
import { clientLogoCandidates } from '@lease/ui/brand';
import { startTestPortal, type TestPortal } from '../testing/testPortal.ts';
import {
  clientOfPath,
  escapeHtml,
  firstPaintFor,
  jsonForScript,
  withFirstPaint,
  withRouteRules,
} from './firstPaint.ts';

const PAGE =
  '<!doctype html><html><head><title>Lease portal</title></head><body><div id="root"></div></body></html>';

const horizon: EnvironmentStyling = {
  cClient: 'horizon',
  cName: 'Horizon Mobility',
  cPrimaryColor: '#0b5394',
  cMainLogoURL: '/logos/horizon.svg',
};

const stylings: Record<string, EnvironmentStyling> = { horizon };
const find = (client: string) => stylings[client];

describe('clientOfPath', () => {
  it.each([
    ['/nl/horizon/auth/login', 'horizon'],
    ['/en/horizon', 'horizon'],
    ['/nl', undefined],
    ['/', undefined],
    ['/nl/%E0%A4%A/x', undefined],
    ['/nl/Horizon_Bad!/x', undefined],
  ])('%s names the client %s', (path, client) => {
    expect(clientOfPath(path)).toBe(client);
  });
});

describe('firstPaintFor', () => {
  it('paints nothing where the path names no known client', () => {
    expect(firstPaintFor('/nl', find, 'n')).toBeNull();
    expect(firstPaintFor('/nl/unknown/auth/login', find, 'n')).toBeNull();
  });

  it("puts the login card with the client's logo on an auth page, its header elsewhere", () => {
    const login = firstPaintFor('/nl/horizon/auth/login', find, 'n');
    expect(login?.body).toContain('class="fp-card"><img src="/logos/horizon.svg"');
    const calculator = firstPaintFor('/nl/horizon/calculator', find, 'n');
    expect(calculator?.body).toBe(
      '<div class="fp-bar" aria-hidden="true"><img src="/logos/horizon.svg" alt="" fetchpriority="high"></div>',
    );
    expect(calculator?.title).toBe('Horizon Mobility');
  });

  it("frames a boxed client's header as the boxed layout draws it, centred in 1200 px", () => {
    const boxed = { ...horizon, cLayout: 'boxed' };
    const paint = firstPaintFor('/nl/horizon/calculator', () => boxed, 'n');
    expect(paint?.body).toMatch(/^<div class="fp-bar fp-boxed" aria-hidden="true">/);
    expect(paint?.head).toContain(
      '.fp-boxed{padding-inline:max(24px,calc((100% - 1200px) / 2 + 24px))}',
    );
    // The login card is centred in any layout.
    expect(firstPaintFor('/nl/horizon/auth/login', () => boxed, 'n')?.body).not.toContain(
      'fp-boxed',
    );
  });

  it('starts the logo download at once, and styles the frame under the nonce, in brand colour', () => {
    const paint = firstPaintFor('/nl/horizon', find, 'abc123');
    expect(paint?.head).toContain(
      '<link rel="preload" as="image" href="/logos/horizon.svg" fetchpriority="high">',
    );
    expect(paint?.head).toContain('<style nonce="abc123">');
    expect(paint?.head).toContain('border-bottom:4px solid #0b5394');
  });

  it('carries the styling for the app, so it does not ask for it again', () => {
    const paint = firstPaintFor('/nl/horizon', find, 'n');
    const json = /<script type="application\/json" id="client-styling">(.*)<\/script>/.exec(
      paint?.head ?? '',
    )?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(horizon);
  });

  it('lets no hostile styling out of its place', () => {
    stylings.evil = {
      cClient: 'evil',
      cName: '</title><script>alert(1)</script>',
      cPrimaryColor: 'red;}</style><script>alert(2)</script>',
      cMainLogoURL: 'javascript:alert(3)',
      cSecondaryColor: '</script><script>alert(4)</script>',
    };
    const paint = firstPaintFor('/nl/evil/calculator', find, 'n');
    const page = withFirstPaint(PAGE, paint);
    expect(page).not.toMatch(/<script>alert/);
    // The styling data keeps the value (the app checks it again); no element loads it.
    expect(page).not.toMatch(/(src|href)="javascript:/);
    // An invalid colour gives way to the default brand colour, as it does in the app.
    expect(page).toContain('border-bottom:4px solid #1f5fa8');
    expect(page).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(paint?.body).toBe('<div class="fp-bar" aria-hidden="true"></div>');
  });
});

describe('a client’s text put into the page', () => {
  // String.replace reads `$&`, `` $` `` and `$'` in a replacement string as parts of the page.
  const dollars = "$`$'$&$$";

  it('keeps dollar signs in the name and logo as written, never as parts of the page', () => {
    const styling: EnvironmentStyling = {
      cClient: 'dollar',
      cName: `Dollar ${dollars} Lease`,
      cPrimaryColor: '#0b5394',
      cMainLogoURL: `https://cdn.example/logo.svg?v=${dollars}`,
    };
    stylings.dollar = styling;
    const page = withFirstPaint(PAGE, firstPaintFor('/nl/dollar/auth/login', find, 'n'));
    expect(page).toContain(`<title>Dollar ${escapeHtml(dollars)} Lease</title>`);
    // The logo as the app would load it (its URL normalised), dollar signs and all.
    const logo = clientLogoCandidates(styling)[0] ?? '';
    expect(logo).toContain('$`');
    expect(page).toContain(`<img src="${escapeHtml(logo)}"`);
    expect(page.match(/<head>/g)).toHaveLength(1);
    expect(page.match(/<\/head>/g)).toHaveLength(1);
    expect(page.match(/<div id="root">/g)).toHaveLength(1);
    expect(page.endsWith('</body></html>')).toBe(true);
  });

  it('keeps dollar signs in a route rule as written', () => {
    const to = `https://www.example.com/actie?ref=${dollars}`;
    const page = withRouteRules(PAGE, [{ from: '/nl/horizon/actie', to, status: 302 }]);
    expect(page.match(/<\/head>/g)).toHaveLength(1);
    expect(page).toContain(jsonForScript(to));
  });
});

describe('jsonForScript', () => {
  it('cannot close its script element or open a comment', () => {
    const json = jsonForScript({ a: '</script><!--', b: '\u2028' });
    expect(json).not.toMatch(/<\/script|<!--/);
    expect(JSON.parse(json)).toEqual({ a: '</script><!--', b: '\u2028' });
  });
});

describe('the portal page of a client, from the server', () => {
  let portal: TestPortal;
  beforeAll(() => {
    portal = startTestPortal();
    writeFileSync(join(portal.staticDir, 'index.html'), PAGE);
  });
  afterAll(() => portal.close());

  it("has the client's brand in it, its styles under the response's nonce", async () => {
    const response = await portal.request('/nl/zonnig/auth/login', {
      headers: { Accept: 'text/html' },
    });
    const page = await response.text();
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(
      response.headers.get('content-security-policy') ?? '',
    )?.[1];
    expect(page).toContain(`<style nonce="${nonce}">`);
    expect(page).toMatch(/<title>Zonnig[^<]*<\/title>/);
    expect(page).toContain('<div id="root"><div class="fp-auth" aria-hidden="true">');
    expect(page).toContain('"cClient":"zonnig"');
  });

  it('is left as built outside a client', async () => {
    const response = await portal.request('/nl', { headers: { Accept: 'text/html' } });
    expect(await response.text()).toBe(PAGE);
  });

  it("is left as built for a client the lease API does not know (it answers another's brand)", async () => {
    const response = await portal.request('/nl/nobody/auth/login', {
      headers: { Accept: 'text/html' },
    });
    expect(await response.text()).toBe(PAGE);
  });
});
