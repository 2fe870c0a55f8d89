import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

describe('the external hand-over (/auth/authorize)', () => {
  it('takes the token out of the address, exchanges it and goes home', async () => {
    document.cookie = 'tz=; Max-Age=0; Path=/';
    window.history.replaceState(null, '', '/nl/horizon/auth/authorize?token=extern-123');
    const route = (rendered = renderRoute('/nl/horizon/auth/authorize?token=extern-123'));
    await expect.element(page.getByRole('heading', { level: 1, name: /Jan Jansen/ })).toBeVisible();
    expect(window.location.search).toBe('');
    const exchange = route.requests.find((r) => r.url.includes('RestOarTokenFromOmrmapiToken'));
    expect(new URL(exchange?.url ?? 'http://x').searchParams.get('token')).toBe('extern-123');
    expect(route.pathname()).toBe('/nl/horizon');
    // As after the login form: the pages the server renders tell the time by the device's zone.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(document.cookie).toContain(`tz=${encodeURIComponent(zone)}`);
  });

  it('says what to do without a token', async () => {
    window.history.replaceState(null, '', '/nl/horizon/auth/authorize');
    rendered = renderRoute('/nl/horizon/auth/authorize');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        'Deze inloglink is niet compleet. Log in met je gebruikersnaam en wachtwoord.',
      );
  });

  it('shows the refusal of an external token that is not accepted', async () => {
    window.history.replaceState(null, '', '/nl/horizon/auth/authorize?token=verlopen');
    rendered = renderRoute('/nl/horizon/auth/authorize?token=verlopen', {
      handlers: [
        http.get('*/api/RestOarTokenFromOmrmapiToken', () =>
          HttpResponse.json({
            bMagDoor: false,
            cStatus: 'Verlopen',
            cOpmerking: 'De link is verlopen.',
          }),
        ),
      ],
    });
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Verlopen: De link is verlopen.');
  });

  it('sends a logged-in person home', async () => {
    const route = (rendered = renderRoute('/nl/horizon/auth/authorize?token=x', {
      session: demoSession(),
    }));
    await expect.element(page.getByRole('heading', { level: 1, name: /Jan Jansen/ })).toBeVisible();
    expect(route.pathname()).toBe('/nl/horizon');
  });
});

describe('the request for access (/auth/grant_access)', () => {
  it('sends a ticket with the e-mail address, its + escaped', async () => {
    const route = (rendered = renderRoute('/nl/horizon/auth/grant_access'));
    await userEvent.fill(
      page.getByRole('textbox', { name: 'E-mailadres' }),
      'jan+lease@horizon.example',
    );
    await userEvent.click(page.getByRole('button', { name: 'Link versturen' }));
    await expect.element(page.getByRole('heading', { name: 'Kijk in je e-mail' })).toBeVisible();
    const ticket = route.requests.find((r) => r.url.includes('/api-mapi/ticket/create'));
    expect(ticket?.url).toContain('email=jan%2Blease%40horizon.example');
    expect(new URL(ticket?.url ?? 'http://x').searchParams.get('client')).toBe('horizon');
  });

  it('says to try later when too many requests were made (429)', async () => {
    rendered = renderRoute('/nl/horizon/auth/grant_access', {
      handlers: [
        http.post('*/api-mapi/ticket/create', () =>
          HttpResponse.json(
            { cStatus: 'error', cOpmerking: 'Too many access requests.', cVeld: 'email' },
            { status: 429 },
          ),
        ),
      ],
    });
    await userEvent.fill(page.getByRole('textbox', { name: 'E-mailadres' }), 'jan@horizon.example');
    await userEvent.click(page.getByRole('button', { name: 'Link versturen' }));
    await expect
      .element(
        page.getByRole('alert').filter({
          hasText: 'Je hebt dit in korte tijd te vaak gedaan. Probeer het later opnieuw.',
        }),
      )
      .toBeVisible();
  });

  it('sends a logged-in person home', async () => {
    const route = (rendered = renderRoute('/nl/horizon/auth/grant_access', {
      session: demoSession(),
    }));
    await expect.element(page.getByRole('heading', { level: 1, name: /Jan Jansen/ })).toBeVisible();
    expect(route.pathname()).toBe('/nl/horizon');
  });
});
