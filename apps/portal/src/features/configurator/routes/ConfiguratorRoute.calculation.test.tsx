import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';
import { configuratorPath, optionsAsChosen } from '../testing/configuratorHandlers.ts';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

const answering = (body: JsonBodyType, status = 200) =>
  http.post('*/api/GetOpenCalculatie', () => HttpResponse.json(body, { status }));
const openCalculation = () => page.getByRole('button', { name: 'Berekening openen' });

describe('the calculation document', () => {
  it('is not opened on a site the portal does not trust, and the page says so', async () => {
    rendered = renderRoute(configuratorPath, {
      session: demoSession(),
      handlers: [optionsAsChosen(), answering('https://evil.example/calculatie/77120')],
    });
    await userEvent.click(openCalculation());
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        'De berekening staat op een website die het portaal niet vertrouwt, dus die openen we niet. Vraag de berekening op bij de leasedesk.',
      );
    expect(rendered.pathname()).toBe(configuratorPath.split('?')[0]);
    const sent = rendered.requests.filter((r) => r.url.endsWith('/api/GetOpenCalculatie'));
    expect(await sent[0]?.json()).toEqual({ nCalculatieID: 77120, cTaal: 'nl' });
  });

  it('asks for the document in the page’s language', async () => {
    rendered = renderRoute(configuratorPath.replace('/nl/', '/de/'), {
      session: demoSession(),
      handlers: [optionsAsChosen(), answering('https://evil.example/calculatie/77120')],
    });
    await userEvent.click(page.getByRole('button', { name: 'Berechnung öffnen' }));
    await expect.element(page.getByRole('alert')).toBeVisible();
    const sent = rendered.requests.filter((r) => r.url.endsWith('/api/GetOpenCalculatie'));
    expect(await sent[0]?.json()).toEqual({ nCalculatieID: 77120, cTaal: 'de' });
  });

  it('says why when the server refuses', async () => {
    rendered = renderRoute(configuratorPath, {
      session: demoSession(),
      handlers: [
        optionsAsChosen(),
        answering({ cStatus: 'error', cOpmerking: 'nCalculatieID: there is no calculation.' }, 404),
      ],
    });
    await userEvent.click(openCalculation());
    await expect.element(page.getByRole('alert').getByText(/404/)).toBeVisible();
  });
});
