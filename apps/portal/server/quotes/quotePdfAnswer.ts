import { createIntl } from 'react-intl';
import {
  getAfbeelding,
  getOfferte,
  getStyling,
  HttpError,
  languageOfLocale,
  type Gateway,
  type SupportedLocale,
} from '@lease/api';
import { clientLogoCandidates, clientName, createBrandPalette } from '@lease/ui/brand';
import { uiMessages } from '@lease/ui/documents';
import { dataUrlImage, pdfImage } from './pdfImage.ts';
import { quotePdf, type QuoteBrand } from './quotePdf.ts';

export interface QuotePdfRequest {
  /** The lease API as the driver's session reaches it. */
  gateway: Gateway;
  locale: SupportedLocale;
  client: string;
  quoteId: number;
  /** Told about a part the PDF goes without (the brand, the picture). */
  onMissingPart?(error: unknown): void;
}

/** What a quote's PDF is called when saved: its number, in characters every system takes. */
function fileName(number: string): string {
  return `${number.replace(/[^\w.-]+/g, '-')}.pdf`;
}

/**
 * The answer to a quote's PDF: the quote as the driver's session may read it, in the page's
 * language, with the client's brand and the car's picture where the lease API has them. A quote
 * that is not the driver's (or none) is a 404, as the page says; the brand or the picture failing
 * leaves only them out.
 */
export async function quotePdfAnswer(request: QuotePdfRequest): Promise<Response> {
  const { gateway, locale, client, quoteId, onMissingPart } = request;
  const language = languageOfLocale(locale);
  let quote;
  try {
    quote = await getOfferte(gateway, { nOfferteID: quoteId, taalcode: language });
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) {
      return new Response('There is no such quote.', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }
    throw error;
  }
  const missing = (error: unknown) => {
    onMissingPart?.(error);
    return null;
  };
  const [styling, image] = await Promise.all([
    getStyling(gateway, client).catch(missing),
    getAfbeelding(gateway, { nTypeIDHist: quote.Voertuig.nTypeIDHist }).catch(missing),
  ]);
  const palette = createBrandPalette(styling?.cPrimaryColor, styling?.cSecondaryColor).primary;
  const brand: QuoteBrand = {
    name: clientName(styling),
    logo: dataUrlImage(clientLogoCandidates(styling)[0]),
    fill: palette.fill,
    text: palette.text,
  };
  const picture = image
    ? pdfImage(image.cMimeType ?? 'image/png', new Uint8Array(Buffer.from(image.aFoto, 'base64')))
    : null;
  const intl = createIntl({ locale, messages: uiMessages[language] });
  const pdf = await quotePdf({
    quote,
    brand,
    picture,
    text: (id, values) => intl.formatMessage({ id }, values),
    formatDate: (value) =>
      intl.formatDate(value, {
        dateStyle: 'long',
        // A date without a time is a calendar day; a moment is read where the driver lives.
        timeZone: value.length === 10 ? 'UTC' : 'Europe/Amsterdam',
      }),
    formatNumber: (value, options) => intl.formatNumber(value, options),
  });
  return new Response(pdf, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName(quote.cOffertenummer)}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
