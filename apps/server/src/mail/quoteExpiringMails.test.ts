import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  configuratorDetailSchema,
  createQuoteResultSchema,
  settingsSchema,
} from '@lease/api/contract';
import { createLogger } from '../http/createLogger.ts';
import { addDays } from '../quotes/quoteDates.ts';
import { callApi, sessionOf } from '../testing/demoSession.ts';
import { detailRequestAt } from '../testing/detailRequestAt.ts';
import { cheapestCars } from '../testing/orderForm.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';
import { createMailSender, type MailSender } from './mailSender.ts';

/** 1 March 2026, 11:00 in Amsterdam. */
const START = Date.parse('2026-03-01T10:00:00Z');

let server: TestServer;
let clock = START;
let jan: string;
let sender: MailSender;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, portalUrl: 'https://lease.example' });
  jan = await sessionOf(server.url, 'jan@horizon.example');
  // The loop without SMTP, as `npm start` runs it: it writes the reminders, sends nothing.
  sender = createMailSender({
    db: server.db,
    logger: createLogger('silent'),
    transport: null,
    from: 'no-reply@lease.example',
    portalUrl: 'https://lease.example',
    now: () => clock,
  });
});
afterAll(async () => {
  await sender.stop();
  await server.close();
});

/** Noon in Amsterdam on a day (`YYYY-MM-DD`). */
const noonOn = (day: string) => Date.parse(`${day}T11:00:00Z`);

/** Jan quotes his cheapest car at the n-th term it is offered at: a quote of its own each time. */
async function quote(n: number): Promise<{ id: number; number: string; validUntil: string }> {
  const [car] = await cheapestCars(server.url, jan, 1);
  const settings = settingsSchema.parse(
    (await callApi(server.url, '/api/GetSettings', { token: jan })).body,
  );
  const term = server.db
    .prepare(
      'SELECT term_months, km_per_year FROM type_terms WHERE type_id = ? ORDER BY term_months, km_per_year LIMIT 1 OFFSET ?',
    )
    .get(car?.nTypeIDHist ?? 0, n);
  const request = detailRequestAt(
    server.db,
    car?.nTypeIDHist ?? 0,
    settings.Categorien[0]?.nCategorieID ?? 0,
    { nLooptijd: Number(term?.term_months), nKilometrage: Number(term?.km_per_year) },
  );
  const detail = configuratorDetailSchema.parse(
    (await callApi(server.url, '/api/GetDetails', { token: jan, body: request })).body,
  );
  const made = await callApi(server.url, '/api/SetOfferte', {
    token: jan,
    body: { nCalculatieID: detail.nCalculatieID },
  });
  const id = createQuoteResultSchema.parse(made.body).nOfferteID;
  const row = server.db.prepare('SELECT number, valid_until FROM quotes WHERE id = ?').get(id);
  return { id, number: String(row?.number), validUntil: String(row?.valid_until) };
}

const reminders = (quoteId: number) =>
  server.db
    .prepare(
      `SELECT recipient, language, subject, text_body FROM mail_outbox
        WHERE kind = 'quote_expiring' AND dedupe_key = ?`,
    )
    .all(`quote_expiring:${quoteId}`)
    .map((row) => ({ ...row }));

describe('the quote reminder', () => {
  it('is queued once, 3 days before the last day a quote holds, and never again', async () => {
    clock = START;
    const made = await quote(0);
    expect(made.validUntil).toBe('2026-03-30');

    clock = noonOn(addDays(made.validUntil, -4));
    await sender.runOnce();
    expect(reminders(made.id)).toEqual([]);

    clock = noonOn(addDays(made.validUntil, -3));
    await sender.runOnce();
    const [mail] = reminders(made.id);
    expect(mail).toMatchObject({
      recipient: 'jan@horizon.example',
      language: 'nl',
      subject: `Je offerte ${made.number} verloopt binnenkort`,
    });
    expect(String(mail?.text_body)).toContain('Geldig tot en met: 30 maart 2026');
    expect(String(mail?.text_body)).toContain(`https://lease.example/nl/horizon/quotes/${made.id}`);

    for (const day of [-3, -1, 0, 1]) {
      clock = noonOn(addDays(made.validUntil, day));
      await sender.runOnce();
    }
    expect(reminders(made.id)).toHaveLength(1);
  });

  it('is not sent for a quote that has expired, such as the seeded one', async () => {
    // The seed's quote of Jan expired days before today.
    clock = Date.now();
    await sender.runOnce();
    const seeded = server.db.prepare('SELECT id FROM quotes ORDER BY id LIMIT 1').get();
    expect(reminders(Number(seeded?.id))).toEqual([]);
  });

  it('is not sent for a quote made inside the last 3 days it holds', async () => {
    server.db
      .prepare(`UPDATE client_settings SET quote_valid_days = 3 WHERE client_code = 'horizon'`)
      .run();
    try {
      clock = START;
      const made = await quote(1);
      expect(made.validUntil).toBe('2026-03-03');
      for (const day of ['2026-03-01', '2026-03-02', '2026-03-03']) {
        clock = noonOn(day);
        await sender.runOnce();
      }
      expect(reminders(made.id)).toEqual([]);
    } finally {
      server.db
        .prepare(`UPDATE client_settings SET quote_valid_days = 30 WHERE client_code = 'horizon'`)
        .run();
    }
  });
});
