import type { ArrangementChoices } from '@lease/api';
import { demoSeveralChoices, demoSingleChoice, demoToken } from '@lease/api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';

const callsTo = (route: RenderedRoute, call: string) =>
  route.requests.filter((request) => new URL(request.url).pathname === `/api/${call}`);

/** A token before the choice: the login's answer carries no driver yet. */
const unchosenToken = demoToken({ sub: 'jan', client: 'horizon', Level: 1, exp: 4102444800 });
const loginAnswer = http.post('*/api/CheckLogin', () =>
  HttpResponse.json({ bMagDoor: true, cStatus: 'OK', cLevel: '1', Token: unchosenToken }),
);
const choices = (answer: ArrangementChoices) =>
  http.get('*/api/getArrangementChoices', () => HttpResponse.json(answer));

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

async function logIn(route: RenderedRoute) {
  await userEvent.fill(page.getByRole('textbox', { name: 'Gebruikersnaam' }), 'jan');
  await userEvent.fill(page.getByRole('textbox', { name: 'Wachtwoord' }), 'geheim');
  await userEvent.click(page.getByRole('button', { name: 'Inloggen' }));
  return route;
}

describe('logging in (spec point 4)', () => {
  it('with one scheme and one driver asks for the choice token itself and goes home', async () => {
    const route = (rendered = renderRoute('/nl/horizon/auth/login', {
      handlers: [loginAnswer, choices(demoSingleChoice)],
    }));
    await logIn(route);
    await expect.element(page.getByRole('heading', { level: 1, name: /Jan Jansen/ })).toBeVisible();
    expect(route.pathname()).toBe('/nl/horizon');
    const [choice] = callsTo(route, 'GetKeuzeToken');
    expect(await choice?.json()).toEqual({ nBerijderID: 501, nMantelNr: 10 });
    // The chosen token's claims replaced the login's.
    expect(route.deps.sessionStore.read()?.claims).not.toBe(unchosenToken);
  });

  it('with several schemes goes to the choose page, where a choice leads home', async () => {
    const route = (rendered = renderRoute('/nl/horizon/auth/login', {
      handlers: [loginAnswer, choices(demoSeveralChoices)],
    }));
    await logIn(route);
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Kies je regeling' }))
      .toBeVisible();
    expect(route.pathname()).toBe('/nl/horizon/auth/choose');
    expect(route.deps.sessionStore.read()?.multiSchema).toBe(true);
    expect(callsTo(route, 'GetKeuzeToken')).toHaveLength(0);

    await userEvent.click(page.getByRole('button', { name: /Jan Jansen.*Horizon Leaseregeling/ }));
    await expect.element(page.getByRole('heading', { level: 1, name: /Jan Jansen/ })).toBeVisible();
    expect(route.pathname()).toBe('/nl/horizon');
    expect(route.deps.sessionStore.read()?.multiSchema).toBe(true);
  });

  it('with only an offline scheme shows its message and keeps no session', async () => {
    const [, closedScheme] = demoSeveralChoices.Mantels;
    if (!closedScheme) throw new Error('the fixture has an offline second scheme');
    const offline: ArrangementChoices = {
      Mantels: [{ ...closedScheme, Berijders: [{ nBerijderID: 9 }] }],
      Containers: [],
    };
    const route = (rendered = renderRoute('/nl/horizon/auth/login', {
      handlers: [loginAnswer, choices(offline)],
    }));
    await logIn(route);
    await expect.element(page.getByText(/gesloten tot 1 maart 2027/)).toBeVisible();
    await expect.element(page.getByText('Regeling niet actief')).toBeVisible();
    expect(route.pathname()).toBe('/nl/horizon/auth/login');
    expect(route.deps.sessionStore.read()).toBeNull();
    expect(callsTo(route, 'GetKeuzeToken')).toHaveLength(0);
  });

  it('keeps a person who has not chosen yet on the choose page', async () => {
    const route = (rendered = renderRoute('/nl/horizon', {
      session: { claims: unchosenToken, level: 1, client: 'horizon', multiSchema: true },
      handlers: [choices(demoSeveralChoices)],
    }));
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Kies je regeling' }))
      .toBeVisible();
    expect(route.pathname()).toBe('/nl/horizon/auth/choose');
  });

  it('keeps the person on the choose page with the reason when a choice is refused', async () => {
    const route = (rendered = renderRoute('/en/horizon/auth/choose', {
      session: { claims: unchosenToken, level: 1, client: 'horizon', multiSchema: true },
      handlers: [
        choices(demoSeveralChoices),
        http.post('*/api/GetKeuzeToken', () =>
          HttpResponse.json({
            bMagDoor: false,
            cStatus: 'Contract ended',
            cOpmerking: 'The contract of this driver has ended: it can no longer be used to order.',
          }),
        ),
      ],
    }));
    await userEvent.click(page.getByRole('button', { name: /Jan Jansen.*Horizon Leaseregeling/ }));
    // Both the reason and its description, as on the login page.
    const alert = page.getByRole('alert');
    await expect.element(alert.getByText('Contract ended', { exact: true })).toBeVisible();
    await expect.element(alert.getByText(/contract of this driver has ended/)).toBeVisible();
    expect(route.pathname()).toBe('/en/horizon/auth/choose');
    // The reason is asked for in the page's language; the person may still choose another.
    const [choice] = callsTo(route, 'GetKeuzeToken');
    expect(await choice?.json()).toMatchObject({ cTaal: 'en' });
    expect(route.deps.sessionStore.read()?.claims).toBe(unchosenToken);
    await expect
      .element(page.getByRole('button', { name: /Jan Jansen.*Horizon Leaseregeling/ }))
      .toBeEnabled();
  });

  it('ends the session when the automatic choice after login is refused', async () => {
    const route = (rendered = renderRoute('/nl/horizon/auth/login', {
      handlers: [
        loginAnswer,
        choices(demoSingleChoice),
        http.post('*/api/GetKeuzeToken', () =>
          HttpResponse.json({
            bMagDoor: false,
            cStatus: 'Contract beëindigd',
            cOpmerking: 'Het contract van deze berijder is beëindigd.',
          }),
        ),
      ],
    }));
    await logIn(route);
    await expect.element(page.getByText(/contract van deze berijder is beëindigd/)).toBeVisible();
    expect(route.pathname()).toBe('/nl/horizon/auth/login');
    expect(route.deps.sessionStore.read()).toBeNull();
  });
});

describe('requesting access from the login page', () => {
  it('is offered where the client’s accounts live in the external system, and leads there', async () => {
    const route = (rendered = renderRoute('/nl/polder/auth/login'));
    await userEvent.click(page.getByRole('link', { name: 'Nog geen toegang? Vraag toegang aan' }));
    await expect
      .element(page.getByRole('heading', { name: 'Toegang of een nieuw wachtwoord aanvragen' }))
      .toBeVisible();
    expect(route.pathname()).toBe('/nl/polder/auth/grant_access');
  });

  it('is not offered where the client keeps its own logins', async () => {
    rendered = renderRoute('/nl/horizon/auth/login');
    await expect.element(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: /Vraag toegang aan/ }))
      .not.toBeInTheDocument();
  });
});
