import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../http/createLogger.ts';
import { callApi } from '../testing/demoSession.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';
import { createMailSender } from './mailSender.ts';
import { smtpTransport } from './smtpTransport.ts';

let server: TestServer;
let smtp: SmtpSink;

beforeAll(async () => {
  [server, smtp] = await Promise.all([startTestServer(), startSmtpSink()]);
});
afterAll(async () => {
  await Promise.all([server.close(), smtp.close()]);
});

async function askAccess(email: string, client: string) {
  const { status, body } = await callApi(
    server.url,
    `/api-mapi/ticket/create?email=${encodeURIComponent(email)}&client=${client}&environment=driver`,
    { method: 'POST' },
  );
  expect(status).toBe(200);
  return body;
}

const accessMails = () =>
  server.db
    .prepare(
      `SELECT client_code, recipient, language, subject, text_body, html_body FROM mail_outbox
        WHERE kind = 'access_request' ORDER BY id`,
    )
    .all()
    .map((row) => ({ ...row }));

describe('an access request', () => {
  it('mails the client’s lease desk who asked, and the sender delivers it there', async () => {
    await askAccess('jan+new@horizon.example', 'horizon');
    const [mail] = accessMails();
    expect(mail).toMatchObject({
      client_code: 'horizon',
      recipient: 'leasedesk@horizon.example',
      language: 'nl',
      subject: 'Aanvraag voor toegang tot het portaal: jan+new@horizon.example',
    });
    expect(String(mail?.text_body)).toContain('E-mailadres: jan+new@horizon.example');
    expect(String(mail?.text_body)).toContain('Account met dit adres: Nee');
    expect(String(mail?.text_body)).toContain('Bericht: Geen');

    const sender = createMailSender({
      db: server.db,
      logger: createLogger('silent'),
      transport: smtpTransport(smtp.url),
      from: 'no-reply@lease.example',
    });
    await sender.runOnce();
    await sender.stop();
    const [arrived] = await smtp.waitFor(1);
    expect(arrived?.envelopeTo).toEqual(['leasedesk@horizon.example']);
    expect(arrived?.parsed.text).toContain('jan+new@horizon.example');
  });

  it('tells the desk when the address is a login’s, and answers the caller alike', async () => {
    const known = await askAccess('eva@polder.example', 'polder');
    const unknown = await askAccess('nobody@polder.example', 'polder');
    expect(known).toEqual(unknown);
    const mails = accessMails().filter((m) => m.client_code === 'polder');
    expect(mails.map((m) => m.recipient)).toEqual(['lease@polder.example', 'lease@polder.example']);
    expect(String(mails[0]?.text_body)).toContain('Account met dit adres: Ja');
    expect(String(mails[1]?.text_body)).toContain('Account met dit adres: Nee');
  });

  it('is kept without a mail for a client with no contact address, or no such client', async () => {
    const before = accessMails().length;
    server.db.prepare(`DELETE FROM contact_details WHERE client_code = 'zonnig'`).run();
    await askAccess('someone@zonnig.example', 'zonnig');
    await askAccess('someone@nowhere.example', 'nowhere');
    expect(accessMails()).toHaveLength(before);
    const tickets = server.db
      .prepare(`SELECT client_code FROM tickets WHERE email LIKE 'someone@%' ORDER BY id`)
      .all()
      .map((row) => row.client_code);
    expect(tickets).toEqual(['zonnig', 'nowhere']);
  });
});
