import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { PORTAL_REQUEST_HEADER, PORTAL_REQUEST_HEADER_VALUE } from '#src/lib/portalServerCalls.ts';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

const callsTo = (route: RenderedRoute, call: string) =>
  route.requests.filter((request) => new URL(request.url).pathname === `/api/${call}`);

/** The client home's greeting of the demo driver. */
const greeting = page.getByRole('heading', { level: 1, name: /Jan Jansen/ });
const loginButton = page.getByRole('button', { name: 'Inloggen' });

let rendered: RenderedRoute | undefined;
const show = (...args: Parameters<typeof renderRoute>) => (rendered = renderRoute(...args));

beforeEach(clearCookies);
afterEach(() => rendered?.unmount());

describe('the authenticated guard', () => {
  it('sends a logged-out deep link to the login page before any page data is requested', async () => {
    const route = show('/nl/horizon');
    await expect.element(loginButton).toBeVisible();
    expect(route.pathname()).toBe('/nl/horizon/auth/login');
    // The home page prefetches the driver's profile in its loader: the guard ran first.
    expect(callsTo(route, 'GetBerijderDetails')).toHaveLength(0);
    expect(route.requests.every((request) => !request.headers.has('authorization'))).toBe(true);
  });

  it("lets a person with a session in, whose page data then loads as the portal's own call", async () => {
    const route = show('/nl/horizon', { session: demoSession() });
    await expect.element(greeting).toBeVisible();
    const [profile] = callsTo(route, 'GetBerijderDetails');
    // The portal server adds the token from the session; the browser has none to send.
    expect(profile?.headers.get(PORTAL_REQUEST_HEADER)).toBe(PORTAL_REQUEST_HEADER_VALUE);
    expect(profile?.headers.get('authorization')).toBeNull();
  });

  it.each([
    ['claims that are no token', { claims: 'garbage', level: 1, client: 'horizon' }],
    ['an expired token', demoSession({ exp: Math.floor(Date.now() / 1000) - 60 })],
  ])('ends the session at start for %s', async (_name, session) => {
    const route = show('/nl/horizon', { session });
    await expect.element(loginButton).toBeVisible();
    expect(route.deps.sessionStore.read()).toBeNull();
    expect(route.storage.getItem('claims')).toBeNull();
    expect(callsTo(route, 'GetBerijderDetails')).toHaveLength(0);
  });

  it("does not let another client's session in", async () => {
    const route = show('/nl/horizon', { session: demoSession({ client: 'polder' }) });
    await expect.element(loginButton).toBeVisible();
    expect(route.pathname()).toBe('/nl/horizon/auth/login');
  });

  it("sends the person to the login page when a page's first call finds the session ended", async () => {
    const route = show('/nl/horizon', {
      session: demoSession(),
      handlers: [
        http.get(
          '*/api/GetBerijderDetails',
          () => new HttpResponse('Unauthorized', { status: 401 }),
        ),
      ],
    });
    await expect.element(loginButton).toBeVisible();
    expect(route.pathname()).toBe('/nl/horizon/auth/login');
    expect(route.deps.sessionStore.read()).toBeNull();
  });

  it('sends the person to the login page when the server ends the session', async () => {
    const route = show('/nl/horizon', { session: demoSession() });
    await expect.element(greeting).toBeVisible();
    route.deps.sessionStore.clear();
    await expect.element(loginButton).toBeVisible();
    expect(route.pathname()).toBe('/nl/horizon/auth/login');
  });
});

describe('the guest guard', () => {
  it('sends a logged-in person from the login page to the client home', async () => {
    const route = show('/nl/horizon/auth/login', { session: demoSession() });
    await expect.element(greeting).toBeVisible();
    expect(route.pathname()).toBe('/nl/horizon');
  });
});

describe('the start pages', () => {
  it('sends a logged-in person from / to their own client home in their language', async () => {
    document.cookie = 'i18n_redirected=fr; Path=/';
    const route = show('/', { session: demoSession({ client: 'polder' }) });
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(route.pathname()).toBe('/fr/polder');
  });

  it('sends a logged-in person from /nl to their own client home', async () => {
    const route = show('/nl', { session: demoSession({ client: 'polder' }) });
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(route.pathname()).toBe('/nl/polder');
  });

  it("uses the client's default language when no language is remembered", async () => {
    const route = show('/', { session: demoSession({ client: 'zonnig' }) });
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(route.pathname()).toBe('/en/zonnig');
  });

  it('remembers the language of the route for the next visit to /', async () => {
    show('/de/horizon/auth/login');
    await expect.element(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    expect(document.cookie).toContain('i18n_redirected=de');
  });

  it.each(['/', '/nl', '/unknown'])('leaves no React Router warning on %s', async (path) => {
    const warn = vi.spyOn(console, 'warn');
    const route = show(path);
    await expect.poll(() => route.router.state.navigation.state).toBe('idle');
    await expect
      .element(path === '/unknown' ? page.getByRole('heading') : loginButton)
      .toBeVisible();
    expect(warn.mock.calls.map(String).filter((call) => /route/i.test(call))).toEqual([]);
    warn.mockRestore();
  });
});

describe('a page that does not exist inside a client', () => {
  it('keeps the header, the log-out button and a title for a logged-in person', async () => {
    show('/nl/horizon/does-not-exist', { session: demoSession() });
    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Pagina niet gevonden: /nl/horizon/does-not-exist');
    await expect.element(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
    await expect.poll(() => document.title).toMatch(/^Pagina niet gevonden/);
  });

  it('is the plain error page for someone logged out', async () => {
    show('/nl/horizon/does-not-exist');
    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Pagina niet gevonden: /nl/horizon/does-not-exist');
    await expect.element(page.getByRole('button', { name: 'Uitloggen' })).not.toBeInTheDocument();
  });
});

describe('a route naming an unknown guard', () => {
  it('fails with "Unknown route middleware"', async () => {
    const { guardsNamed } = await import('./routeGuards.ts');
    const middleware = guardsNamed('nope' as 'guest');
    expect(() => middleware[0]?.({} as never, () => Promise.resolve())).toThrow(
      "Unknown route middleware: 'nope'",
    );
  });
});

describe('a failing styling answer', () => {
  it('shows the error page with a retry instead of a white screen', async () => {
    show('/nl/horizon/auth/login', {
      handlers: [http.get('*/api/GetStyling', () => HttpResponse.json({ cPrimaryColor: 42 }))],
    });
    await expect.element(page.getByRole('button', { name: /opnieuw/i })).toBeVisible();
  });
});
