import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  finalizeBasketResultSchema,
  orderResultSchema,
  orderSchema,
  shoppingCartSchema,
  type Order,
  type OrderRequest,
} from '@lease/api/contract';
import { moveOrder } from '../cart/moveOrder.ts';
import { createLogger } from '../http/createLogger.ts';
import { formatEuro } from '../pricing/formatEuro.ts';
import { callApi, sessionOf } from '../testing/demoSession.ts';
import { cheapestCars, orderFormFor } from '../testing/orderForm.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';
import { createMailSender } from './mailSender.ts';
import { queueOrderStatusMail } from './orderStatusMail.ts';
import { smtpTransport } from './smtpTransport.ts';

const PORTAL = 'https://lease.example';
/** An own option whose name is made of what HTML must escape. */
const OWN_OPTION = `Roof box <XL> & "Co" 'n'`;

let server: TestServer;
let smtp: SmtpSink;
let clock = Date.now();
let lotte: string;
let jan: string;
let amir: string;

beforeAll(async () => {
  [server, smtp] = await Promise.all([
    startTestServer({ now: () => clock, portalUrl: PORTAL }),
    startSmtpSink(),
  ]);
  [lotte, jan, amir] = await Promise.all([
    sessionOf(server.url, 'lotte@zonnig.example'),
    sessionOf(server.url, 'jan@horizon.example'),
    sessionOf(server.url, 'amir@stadmobiel.example'),
  ]);
});
afterAll(async () => {
  await Promise.all([server.close(), smtp.close()]);
});
// Orders are dated by the wall clock: the mails' clock starts from it in every test.
beforeEach(() => {
  clock = Date.now();
});

/** An order form for the driver's cheapest car that the policy lets them order. */
async function orderableForm(token: string): Promise<OrderRequest> {
  const car = (await cheapestCars(server.url, token, 24)).find((type) => type.bMagBestellen);
  if (!car) throw new Error('The driver has no car to order');
  return orderFormFor(server.url, token, car);
}

async function placeOrder(token: string, form: OrderRequest, key = randomUUID()) {
  const { status, body } = await callApi(server.url, '/api/SetBestelling', {
    token,
    body: form,
    headers: { 'Idempotency-Key': key },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return orderResultSchema.parse(body).nBestelID;
}

async function readOrder(token: string, id: number): Promise<Order> {
  const { status, body } = await callApi(server.url, `/api/GetBestelling?nBestelID=${id}`, {
    token,
  });
  expect(status).toBe(200);
  return orderSchema.parse(body);
}

function mailsOf(prefix: string) {
  return server.db
    .prepare(
      `SELECT kind, recipient, language, subject, text_body, html_body, dedupe_key
         FROM mail_outbox WHERE dedupe_key LIKE ? ORDER BY id`,
    )
    .all(`${prefix}%`)
    .map((row) => ({ ...row }));
}

const mailOptions = () => ({ portalUrl: PORTAL, now: clock });

describe('the "order received" mail', () => {
  it('is queued once with the order, in the driver’s language, with its figures, and delivered', async () => {
    const form = await orderableForm(lotte);
    form.EigenOpties.push({
      nEigenOptieID: null,
      cOmschrijving: OWN_OPTION,
      nPrijs: 245,
      bIsBestellingVraag: false,
      bVerplicht: false,
      cAntwoord: null,
      cType: null,
    });
    const key = randomUUID();
    const id = await placeOrder(lotte, form, key);
    // The same form again (a lost answer, a double click): the same order, no second mail.
    expect(await placeOrder(lotte, form, key)).toBe(id);

    const mails = mailsOf(`order_received:${id}`);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      kind: 'order_received',
      recipient: 'lotte@zonnig.example',
      language: 'en',
      subject: `We have received your order (order ${id})`,
    });
    const order = await readOrder(lotte, id);
    const text = String(mail?.text_body);
    expect(text).toContain(`Lease price: ${formatEuro(order.nLeaseprijs ?? -1)} a month`);
    expect(text).toMatch(/Own contribution: €\s[\d.,-]+ a month/);
    expect(text).toMatch(/Net cost: €\s[\d.,-]+ a month/);
    expect(text).toContain('Term: 48 months');
    expect(text).toContain('Mileage: 30,000 km a year');
    expect(text).toContain(`- ${order.Regels[0]?.cOmschrijving}`);
    expect(text).toContain(`- ${OWN_OPTION} (${formatEuro(245)})`);
    expect(text).toContain(`${PORTAL}/en/zonnig/order-status/${id}`);
    const html = String(mail?.html_body);
    expect(html).toContain('Roof box &lt;XL&gt; &amp; &quot;Co&quot; &#39;n&#39;');
    expect(html).not.toContain('<XL>');

    const sender = createMailSender({
      db: server.db,
      logger: createLogger('silent'),
      transport: smtpTransport(smtp.url),
      from: 'Lease portal <no-reply@lease.example>',
      now: () => clock,
    });
    await sender.runOnce();
    await sender.stop();
    const arrived = (await smtp.waitFor(1)).find(
      (m) => m.parsed.subject === `We have received your order (order ${id})`,
    );
    expect(arrived?.envelopeTo).toEqual(['lotte@zonnig.example']);
    expect(arrived?.parsed.text).toContain(`- ${OWN_OPTION} (${formatEuro(245)})`);
    expect(arrived?.parsed.text).toContain('Lease price: €');
    expect(arrived?.parsed.html).toContain('Roof box &lt;XL&gt; &amp; &quot;Co&quot;');
    expect(arrived?.parsed.html).not.toContain('<XL>');
  });

  it('is queued for every order a basket finalizes, a card’s with its monthly amount', async () => {
    const cart = shoppingCartSchema.parse(
      (await callApi(server.url, '/api/GetMobilityBasket', { token: amir })).body,
    );
    const card = cart.MobilityProducts.find((product) => product.Card);
    const done = await callApi(server.url, '/api/FinalizeMobilityBasket', {
      token: amir,
      body: { Items: [], nVersie: cart.nVersie, Cards: [{ Id: card?.Id ?? 0, bGekozen: true }] },
    });
    expect(done.status).toBe(200);
    const [id] = finalizeBasketResultSchema.parse(done.body).nBestelIDs;
    const mails = mailsOf(`order_received:${id}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: 'amir@stadmobiel.example', language: 'nl' });
    expect(String(mails[0]?.text_body)).toMatch(/Bedrag: €\s[\d.,-]+ per maand/);
  });
});

describe('the status mails', () => {
  it('are in the driver’s own language, each of the four, dates written as that language does', async () => {
    const expected = {
      nl: ['Je bestelling {id}: Besteld bij de dealer', 'Verwachte levering: 1 februari 2027'],
      en: ['Your order {id}: Ordered from the dealer', 'Expected delivery: 1 February 2027'],
      fr: [
        'Votre commande {id} : Commandée chez le concessionnaire',
        'Livraison prévue\u00a0: 1 février 2027',
      ],
      de: [
        'Ihre Bestellung {id}: Beim Händler bestellt',
        'Voraussichtliche Lieferung: 1. Februar 2027',
      ],
    } as const;
    const setLanguage = (language: string, owner: string) =>
      server.db
        .prepare('UPDATE drivers SET language = ? WHERE id = CAST(substr(?, 8) AS INTEGER)')
        .run(language, owner);
    for (const [language, [subject, delivery]] of Object.entries(expected)) {
      const id = await placeOrder(jan, await orderableForm(jan));
      const { owner } = server.db.prepare('SELECT owner FROM orders WHERE id = ?').get(id) as {
        owner: string;
      };
      setLanguage(language, owner);
      moveOrder(
        server.db,
        { orderId: id, status: 'besteld', delivery: '2027-02-01' },
        mailOptions(),
      );
      setLanguage('nl', owner);
      const mail = mailsOf(`order_status:${id}:`).at(-1);
      expect(mail?.language).toBe(language);
      expect(mail?.subject).toBe(subject.replace('{id}', String(id)));
      expect(String(mail?.text_body)).toContain(delivery);
    }
  });

  it('are queued when the back office moves an order, once per step', async () => {
    const id = await placeOrder(jan, await orderableForm(jan));
    clock = Date.now();
    const moved = moveOrder(server.db, { orderId: id }, mailOptions());
    expect(moved).toMatchObject({ from: 'ontvangen', status: 'in_behandeling', mailQueued: true });
    const [mail] = mailsOf(`order_status:${id}:`);
    expect(mail).toMatchObject({
      recipient: 'jan@horizon.example',
      language: 'nl',
      subject: `Je bestelling ${id}: In behandeling`,
    });
    expect(String(mail?.text_body)).toContain('Status: In behandeling');

    // The same step again (a second process, a retry): no second mail.
    const step = Number(String(mail?.dedupe_key).split(':')[2]);
    expect(queueOrderStatusMail(server.db, step, mailOptions())).toBe(false);
    expect(mailsOf(`order_status:${id}:`)).toHaveLength(1);

    moveOrder(server.db, { orderId: id, status: 'besteld', delivery: '2027-02-01' }, mailOptions());
    moveOrder(server.db, { orderId: id, delivery: '2027-03-15' }, mailOptions());
    const later = mailsOf(`order_status:${id}:`);
    expect(later.map((m) => m.subject)).toEqual([
      `Je bestelling ${id}: In behandeling`,
      `Je bestelling ${id}: Besteld bij de dealer`,
      `Je bestelling ${id}: Besteld bij de dealer`,
    ]);
    expect(String(later[1]?.text_body)).toContain('Verwachte levering: 1 februari 2027');
    expect(String(later[2]?.text_body)).toContain('De verwachte leverdatum is gewijzigd.');
    expect(String(later[2]?.text_body)).toContain('Verwachte levering: 15 maart 2027');

    const order = await readOrder(jan, id);
    expect(order).toMatchObject({ cStatus: 'besteld', dVerwachteLevering: '2027-03-15' });
    expect(order.Historie.at(-1)?.cOpmerking).toContain('Verwachte levering: 15 maart 2027.');
  });

  it('tell of the demo schedule’s steps once, about the last step reached', async () => {
    const id = await placeOrder(jan, await orderableForm(jan));
    clock += 3 * 60 * 60 * 1000;
    try {
      expect((await readOrder(jan, id)).cStatus).toBe('levering_gepland');
      await readOrder(jan, id);
      await callApi(server.url, '/api/GetBestellingen', { token: jan });
    } finally {
      clock -= 3 * 60 * 60 * 1000;
    }
    const mails = mailsOf(`order_status:${id}:`);
    expect(mails.map((m) => m.subject)).toEqual([`Je bestelling ${id}: Levering gepland`]);
    expect(String(mails[0]?.text_body)).toMatch(/Verwachte levering: \d+ \p{L}+ \d{4}/u);
  });

  it('leave an order moved by hand to the back office: the schedule no longer moves it', async () => {
    const id = await placeOrder(jan, await orderableForm(jan));
    clock = Date.now();
    moveOrder(server.db, { orderId: id, status: 'goedgekeurd' }, mailOptions());
    clock += 3 * 60 * 60 * 1000;
    try {
      expect((await readOrder(jan, id)).cStatus).toBe('goedgekeurd');
    } finally {
      clock -= 3 * 60 * 60 * 1000;
    }
    expect(mailsOf(`order_status:${id}:`)).toHaveLength(1);
  });
});

describe('every mail so far', () => {
  it('links only to the portal’s pages, with no token, signature or expiry', () => {
    const mails = mailsOf('');
    expect(mails.length).toBeGreaterThan(4);
    for (const mail of mails) {
      const bodies = `${String(mail.text_body)}\n${String(mail.html_body)}`;
      expect(bodies).not.toMatch(/token|sig=|exp=|[?&]t=/i);
      for (const url of bodies.match(/https?:\/\/[^\s"<>]+/g) ?? []) {
        expect(url).toMatch(
          /^https:\/\/lease\.example\/(nl|en|fr|de)\/[a-z0-9-]+\/(order-status|quotes)\/\d+$/,
        );
      }
    }
  });
});
