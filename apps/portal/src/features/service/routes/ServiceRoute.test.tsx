import { demoFaq } from '@lease/api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

async function sendMessage() {
  await userEvent.fill(page.getByRole('textbox', { name: 'Onderwerp' }), 'Laadpaal');
  await userEvent.fill(page.getByRole('textbox', { name: 'Bericht' }), 'Wie plaatst de laadpaal?');
  await userEvent.click(page.getByRole('button', { name: 'Versturen' }));
}

describe('the service page', () => {
  it('shows the FAQ and says plainly that the lease desk received the message', async () => {
    const route = (rendered = renderRoute('/nl/horizon/service', { session: demoSession() }));
    const [first] = demoFaq;
    await expect
      .element(page.getByRole('heading', { level: 3, name: first?.cVraag ?? '' }))
      .toBeVisible();
    await sendMessage();
    await expect.element(page.getByText(/Je bericht is verstuurd/)).toBeVisible();
    const mail = route.requests.find((request) => request.url.endsWith('/api/ContactMail'));
    expect(await mail?.json()).toMatchObject({ cOnderwerp: 'Laadpaal' });
  });

  it('says so when the lease desk did not receive it (ContactMail answers false)', async () => {
    rendered = renderRoute('/nl/horizon/service', {
      session: demoSession(),
      handlers: [http.post('*/api/ContactMail', () => HttpResponse.json(false))],
    });
    await sendMessage();
    await expect.element(page.getByRole('alert')).toBeVisible();
    await expect.element(page.getByText(/Je bericht is verstuurd/)).not.toBeInTheDocument();
  });

  it('says to try later when the login has sent its share of messages (429)', async () => {
    rendered = renderRoute('/nl/horizon/service', {
      session: demoSession(),
      handlers: [
        http.post('*/api/ContactMail', () =>
          HttpResponse.json(
            { cStatus: 'error', cOpmerking: 'You have sent the most messages allowed for now.' },
            { status: 429, headers: { 'Retry-After': '3600' } },
          ),
        ),
      ],
    });
    await sendMessage();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Je hebt dit in korte tijd te vaak gedaan. Probeer het later opnieuw.');
  });
});
