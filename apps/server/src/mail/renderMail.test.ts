import { afterAll, describe, expect, it } from 'vitest';
import { insertClient } from '../db/clients.ts';
import { IN_MEMORY, openDatabase } from '../db/openDatabase.ts';
import { mailBrand, readsOnWhite } from './mailBrand.ts';
import { portalLink } from './portalLink.ts';
import { renderMail, type MailContent } from './renderMail.ts';

const CONTENT: MailContent = {
  subject: 'Order <1> & "more"',
  heading: 'Heading <h1>',
  paragraphs: ['A <script>alert(1)</script> paragraph'],
  facts: [{ label: 'Option', value: `Roof bars <b>"XL"</b> & 'co'` }],
  list: { title: 'Lines', items: ['<img src=x onerror=alert(1)>'] },
  note: 'Note & more',
  link: { label: 'Open', url: 'https://portal.example/en/horizon/order-status/1' },
};

const BRAND = { name: 'Horizon & <Co>', colour: '#0b5394', textColour: '#0b5394' };

describe('renderMail', () => {
  it('escapes every value in the HTML part and keeps the text part as written', () => {
    const mail = renderMail(CONTENT, BRAND, 'en');
    expect(mail.html).toContain('Roof bars &lt;b&gt;&quot;XL&quot;&lt;/b&gt; &amp; &#39;co&#39;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Horizon &amp; &lt;Co&gt;');
    expect(mail.html).not.toMatch(/<script|<img|<b>|<Co>/);
    expect(mail.text).toContain(`Option: Roof bars <b>"XL"</b> & 'co'`);
    expect(mail.text).toContain('- <img src=x onerror=alert(1)>');
    expect(mail.text).toContain('Open: https://portal.example/en/horizon/order-status/1');
    expect(mail.html).toContain('href="https://portal.example/en/horizon/order-status/1"');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('border-top:8px solid #0b5394');
  });

  it('leaves the link out without a URL, and words the footer in the language', () => {
    const mail = renderMail({ ...CONTENT, link: { label: 'Open', url: null } }, BRAND, 'nl');
    expect(mail.text).not.toContain('Open');
    expect(mail.html).not.toContain('href=');
    expect(mail.text).toContain('automatisch bericht van het leaseportaal van Horizon & <Co>');
  });
});

describe('mailBrand', () => {
  const db = openDatabase(IN_MEMORY);
  afterAll(() => db.close());
  insertClient(db, {
    code: 'dark',
    position: 0,
    styling: { cName: 'Dark', cPrimaryColor: '#123' },
  });
  insertClient(db, { code: 'light', position: 1, styling: { cPrimaryColor: '#ffe14d' } });
  insertClient(db, {
    code: 'hostile',
    position: 2,
    styling: { cName: 'Hostile', cPrimaryColor: 'red;background:url(x)' },
  });

  it('takes the client name and colour, a light colour for the band only', () => {
    expect(mailBrand(db, 'dark')).toEqual({ name: 'Dark', colour: '#123', textColour: '#123' });
    const light = mailBrand(db, 'light');
    expect(light).toMatchObject({ name: 'light', colour: '#ffe14d' });
    expect(readsOnWhite(light.textColour)).toBe(true);
  });

  it('lets nothing but a hex colour into a style', () => {
    expect(mailBrand(db, 'hostile').colour).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('portalLink', () => {
  it('is the page under the portal, with no token, or null without PORTAL_URL', () => {
    expect(portalLink('https://lease.example', 'fr', 'polder', 'quotes/7')).toBe(
      'https://lease.example/fr/polder/quotes/7',
    );
    expect(portalLink(undefined, 'fr', 'polder', 'quotes/7')).toBeNull();
  });
});
