import { createIntl } from 'react-intl';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { InterfaceLanguage, Quote } from '@lease/api';
import { demoConfiguratorDetailOverBudget, demoQuote } from '@lease/api/testing';
import { formatPrice, uiMessages } from '@lease/ui/documents';
import { quotePdf } from './quotePdf.ts';

const quote: Quote = demoQuote;

/** The PDF's text as a reader gets it, whitespace made single. */
async function pdfText(forQuote: Quote, language: InterfaceLanguage, locale: string) {
  const intl = createIntl({ locale, messages: uiMessages[language] });
  const bytes = await quotePdf({
    quote: forQuote,
    brand: { name: 'Horizon Mobility', logo: null, fill: '#0b5394', text: '#0b5394' },
    picture: null,
    text: (id, values) => intl.formatMessage({ id }, values),
    formatDate: (value) => intl.formatDate(value, { dateStyle: 'long', timeZone: 'UTC' }),
    formatNumber: (value, options) => intl.formatNumber(value, options),
  });
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return { text: text.replace(/\s+/g, ' ') };
}

describe('quotePdf', () => {
  it('writes the quote a driver reads: number, dates, car, figures and every option', async () => {
    const { text } = await pdfText(quote, 'nl', 'nl');
    expect(text).toContain('Offerte OF-2026-000042');
    expect(text).toContain('Gemaakt op 20 november 2026');
    expect(text).toContain('Geldig tot en met 19 december 2026');
    expect(text).toContain('Regeling: Horizon Leaseregeling 2026');
    expect(text).toContain('Volkswagen ID.4 Pure 52 kWh 170 pk');
    expect(text).toContain('48 maanden');
    expect(text).toContain('25.000 km per jaar');
    for (const figure of [689, 358.88, 119.58, 808.58, 950, 300, 245, 45000, 725]) {
      expect(text).toContain(formatPrice(figure).replace(/\s/g, ' '));
    }
    for (const name of [
      'Kings Red metallic',
      'Trekhaak, elektrisch uitklapbaar',
      'Dakdragers',
      'Winterbanden',
      'Horizon Mobility',
    ]) {
      expect(text).toContain(name);
    }
    expect(text).not.toContain('verlopen');
  });

  it('is written in the page’s language', async () => {
    const { text } = await pdfText(quote, 'de', 'de');
    expect(text).toContain('Angebot OF-2026-000042');
    expect(text).toContain('Gültig bis einschließlich 19. Dezember 2026');
    expect(text).toContain('Leasingpreis');
  });

  it('says that an expired quote has expired, and why a car cannot be ordered', async () => {
    const { text } = await pdfText(
      {
        ...quote,
        bVerlopen: true,
        dGeldigTot: '2026-10-01',
        Details: demoConfiguratorDetailOverBudget,
      },
      'en',
      'en',
    );
    expect(text).toContain('This quote has expired');
    expect(text).toContain('It held until October 1, 2026');
    expect(text).toContain('Cannot be ordered as quoted');
  });
});
