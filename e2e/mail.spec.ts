import type { ReceivedMail } from '@lease/server/testing/smtpSink';
import { demoAccount } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';
import { logIn } from './support/logIn.ts';
import { orderFirstCar } from './support/orderForm.ts';
import {
  MAIL_PORTAL_URL,
  OPERATOR_PASSWORD,
  startServersWithMail,
  type ServersWithMail,
} from './support/serversWithMail.ts';
import { expect, test } from './support/test.ts';

type ParsedMail = ReceivedMail['parsed'];

// These tests run their own pair of servers, with a real SMTP server behind the lease API.
test.use({ baseURL: MAIL_PORTAL_URL });
test.describe.configure({ mode: 'serial' });

let servers: ServersWithMail;
test.beforeAll(async () => {
  // Seeding a database file with the demo's hashed passwords takes seconds, more on a busy machine.
  test.setTimeout(120_000);
  servers = await startServersWithMail();
});
test.afterAll(async () => {
  await servers.stop();
});

/** The mail that arrives at the SMTP server saying this (in its subject or its text). */
async function mailArriving(saying: RegExp): Promise<ParsedMail> {
  const find = () =>
    servers.sink.received
      .map((mail) => mail.parsed)
      .find((mail) => saying.test(mail.subject ?? '') || saying.test(mail.text ?? ''));
  await expect
    .poll(() => find() !== undefined, { message: `a mail saying ${String(saying)}` })
    .toBe(true);
  return find() as ParsedMail;
}

/** The address a mail's plain text links to, on the portal. */
function portalLink(mail: ParsedMail): string {
  const link = new RegExp(`${MAIL_PORTAL_URL}/\\S+`).exec(mail.text ?? '')?.[0];
  expect(link, 'a link to the portal in the mail').toBeDefined();
  return link ?? '';
}

test('a driver hears of an order and of each step the back office takes, by mail', async ({
  page,
}) => {
  // An order through the whole form, then three mails and the pages they link to.
  test.slow();
  const eva = demoAccount('eva@polder.example');
  await logIn(page, eva);
  const id = await orderFirstCar(page, 'polder');

  // The order's mail: to Eva, in Dutch, with what she ordered and its monthly figures.
  const received = await mailArriving(new RegExp(`bestelling ${id}\\)$`));
  expect(received.to).toMatchObject({ value: [{ address: eva.username }] });
  expect(received.subject).toBe(`We hebben je bestelling ontvangen (bestelling ${id})`);
  const text = received.text ?? '';
  const vehicle = /Bedankt voor je bestelling van de (.+)\. We houden je/.exec(text)?.[1] ?? '';
  const leasePrice = /Leaseprijs: (€\s[\d.]+(?:,\d\d|,-)) per maand/.exec(text)?.[1] ?? '';
  expect(text).toMatch(/Eigen bijdrage: €\s[\d.]+(,\d\d|,-) per maand/);
  expect(text).toMatch(/Netto kosten: €\s[\d.]+(,\d\d|,-) per maand/);
  // The HTML part carries the client's name, and no token in any link.
  expect(received.html || '').toContain('Polder');
  expect(text + String(received.html)).not.toMatch(/token|Bearer|eyJ/i);

  // Its link opens the order's status page, which names the same car and price.
  await page.goto(portalLink(received));
  await expect(page.getByRole('heading', { level: 1, name: `Bestelling ${id}` })).toBeVisible();
  await expect(page.getByText(vehicle, { exact: true }).first()).toBeVisible();
  // Mail and page may space the amount differently (a no-break space on the page).
  const shown = (await page.getByRole('main').textContent())?.replace(/\s/g, ' ');
  expect(leasePrice).not.toBe('');
  expect(shown).toContain(leasePrice.replace(/\s/g, ' '));

  // The back office orders the car from the dealer with a delivery date.
  const report = await servers.advanceOrder([
    '--order',
    id,
    '--status',
    'besteld',
    '--delivery',
    '2027-02-01',
  ]);
  expect(report).toContain(`Order ${id}: ontvangen → besteld, expected delivery 2027-02-01`);
  const status = await mailArriving(new RegExp(`^Je bestelling ${id}: `));
  expect(status.subject).toBe(`Je bestelling ${id}: Besteld bij de dealer`);
  expect(status.text).toContain('Status: Besteld bij de dealer');
  expect(status.text).toContain('Verwachte levering: 1 februari 2027');

  // The status page shows the step and the date the mail told of.
  await page.goto(portalLink(status));
  const timeline = page.getByRole('main');
  await expect(timeline).toContainText('Besteld bij de dealer');
  await expect(timeline).toContainText('Verwachte levering: 1 februari 2027');

  // The delivery date moves: one more mail, saying so.
  await servers.advanceOrder(['--order', id, '--delivery', '2027-03-15']);
  const moved = await mailArriving(/Verwachte levering: 15 maart 2027/);
  expect(moved.subject).toBe(`Je bestelling ${id}: Besteld bij de dealer`);
  expect(moved.text).toContain('De verwachte leverdatum is gewijzigd.');
});

test('a driver’s mail is in the driver’s own language, whatever the page’s', async ({ page }) => {
  test.slow();
  // Lotte's language is English; she orders through the Dutch pages.
  const lotte = demoAccount('lotte@zonnig.example');
  await logIn(page, lotte);
  const id = await orderFirstCar(page, 'zonnig');
  const received = await mailArriving(new RegExp(`\\(order ${id}\\)$`));
  expect(received.to).toMatchObject({ value: [{ address: lotte.username }] });
  expect(received.subject).toBe(`We have received your order (order ${id})`);
  expect(received.text).toMatch(/Lease price: €\s?[\d,.]+ a month/);
  expect(portalLink(received)).toBe(`${MAIL_PORTAL_URL}/en/zonnig/order-status/${id}`);
});

/** Each demo client's access request page in another language, and where its desk reads mail. */
const accessRequests = [
  {
    client: 'horizon',
    lang: 'nl',
    email: 'E-mailadres',
    submit: 'Link versturen',
    sent: 'Kijk in je e-mail',
    desk: 'leasedesk@horizon.example',
  },
  {
    client: 'polder',
    lang: 'fr',
    email: 'Adresse e-mail',
    submit: 'Envoyer le lien',
    sent: 'Consultez vos e-mails',
    desk: 'lease@polder.example',
  },
  {
    client: 'zonnig',
    lang: 'en',
    email: 'E-mail address',
    submit: 'Send link',
    sent: 'Check your e-mail',
    desk: 'lease@zonnig.example',
  },
  {
    client: 'stadmobiel',
    lang: 'de',
    email: 'E-Mail-Adresse',
    submit: 'Link senden',
    sent: 'Prüfen Sie Ihre E-Mails',
    desk: 'mobiliteit@stadmobiel.example',
  },
] as const;

test('a person asking for access is told of by mail to the client’s lease desk, for every client', async ({
  page,
}) => {
  for (const { client, lang, email, submit, sent, desk } of accessRequests) {
    const address = `new.driver@${client}.example`;
    await page.goto(`/${lang}/${client}/auth/grant_access`);
    await page.getByRole('textbox', { name: email }).fill(address);
    await page.getByRole('button', { name: submit }).click();
    await expect(page.getByRole('heading', { name: sent })).toBeVisible();
    const mail = await mailArriving(new RegExp(address.replaceAll('.', '\\.')));
    expect(mail.to).toMatchObject({ value: [{ address: desk }] });
    // In the desk's language, the client's own (zonnig's is English).
    expect(mail.subject).toBe(
      client === 'zonnig'
        ? `Request for access to the portal: ${address}`
        : `Aanvraag voor toegang tot het portaal: ${address}`,
    );
  }
});

test.describe('the operator', () => {
  // The portal's "Page not found" answers 404, which Chromium logs.
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test('the operator lists every mail on the lease API’s own address; the portal has no such page', async ({
    browser,
    page,
  }) => {
    // Through the portal, what drivers reach: nothing there.
    expect((await page.goto('/operator/outbox'))?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden: /operator/outbox' }),
    ).toBeVisible();
    // Not even with the operator's password: the portal server never forwards the address.
    const asked = await page.request.get('/operator/outbox', {
      headers: {
        authorization: `Basic ${Buffer.from(`operator:${OPERATOR_PASSWORD}`).toString('base64')}`,
      },
    });
    expect(asked.headers()['www-authenticate']).toBeUndefined();
    expect(await asked.text()).not.toContain('Mail outbox');

    const operator = await browser.newContext({
      httpCredentials: { username: 'operator', password: OPERATOR_PASSWORD },
      locale: 'nl-NL',
    });
    const outbox = await operator.newPage();
    await outbox.goto(`${servers.leaseApiUrl}/operator/outbox`);
    await expect(outbox.getByRole('heading', { level: 1, name: 'Uitgaande mail' })).toBeVisible();
    await expect(
      outbox.getByText(/^Verzending via SMTP naar smtp:\/\/127\.0\.0\.1:/),
    ).toBeVisible();
    // Every mail the SMTP server received is listed as sent, by its subject (a subject may recur:
    // a status mail, then the delivery date moved).
    const subjects = servers.sink.received.map(({ parsed }) => parsed.subject ?? '');
    for (const subject of new Set(subjects)) {
      const rows = outbox.getByRole('row').filter({ hasText: subject });
      await expect(rows.filter({ hasText: /Verzonden/ })).toHaveCount(
        subjects.filter((other) => other === subject).length,
      );
    }
    await expectNoSeriousA11yViolations(outbox);
    await outbox.getByRole('link', { name: 'Verzonden' }).click();
    await expect(outbox.getByRole('row')).toHaveCount(servers.sink.received.length + 1);
    // One mail, with its plain-text part as sent.
    const first = servers.sink.received[0]?.parsed;
    await outbox.getByRole('link', { name: first?.subject ?? '' }).click();
    await expect(
      outbox.getByRole('heading', { level: 1, name: first?.subject ?? '' }),
    ).toBeVisible();
    await expect(outbox.locator('pre')).toContainText(
      (first?.text ?? '').trim().split('\n')[0] ?? '',
    );
    await expectNoSeriousA11yViolations(outbox);
    await operator.close();
  });
});
