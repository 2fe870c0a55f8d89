import PDFDocument from 'pdfkit';
import type { Quote } from '@lease/api';
import { formatPrice, netCostParts, quoteTotalCost, quoteVehicleName } from '@lease/ui/documents';
import { winAnsiText } from './winAnsiText.ts';

/** What the PDF shows of the client's brand. */
export interface QuoteBrand {
  /** The client's name, written where there is no logo. */
  name: string | null;
  /** The logo as PNG or JPEG bytes, where there is one. */
  logo: Uint8Array | null;
  /** The brand colour as a fill (the band) and as text on white (headings), `#rrggbb`. */
  fill: string;
  text: string;
}

/** The texts of the quote in its language, formatted (`quote.*`, `explanation.*`, `price.*`). */
export type QuoteText = (id: string, values?: Record<string, string | number>) => string;

export interface QuotePdfInput {
  quote: Quote;
  brand: QuoteBrand;
  /** The car's picture as PNG or JPEG bytes, where there is one. */
  picture: Uint8Array | null;
  text: QuoteText;
  /** Dates and counts as the page's locale writes them. */
  formatDate(value: string): string;
  formatNumber(
    value: number,
    options?: { style?: 'percent'; maximumFractionDigits?: number },
  ): string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const GREY = '#555555';
const RULE = '#d0d0d0';
const INK = '#1a1a1a';

/**
 * The driver's quote as a PDF (A4): the client's brand, the quote's number and dates, the car with
 * its picture, term and mileage, the monthly figures, every option, the explanation of the net
 * cost and the fine print. Written with the PDF standard fonts, so it carries no font file.
 */
export function quotePdf(input: QuotePdfInput): Promise<Uint8Array> {
  const { quote, brand, picture, text, formatDate, formatNumber } = input;
  const detail = quote.Details;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: winAnsiText(text('quote.title', { number: quote.cOffertenummer })),
      Author: winAnsiText(brand.name ?? ''),
    },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const write = (value: string) => winAnsiText(value);
  const perMonth = (value: number) => text('price.perMonth', { price: formatPrice(value) });
  const day = (value: string) => formatDate(value);

  /** A label and its value on one line, the value at the right; a thin rule under both. */
  const row = (label: string, value: string, options: { bold?: boolean } = {}) => {
    const y = doc.y;
    const font = options.bold ? 'Helvetica-Bold' : 'Helvetica';
    doc.font(font).fontSize(10).fillColor(INK);
    const valueWidth = Math.min(doc.widthOfString(write(value)) + 2, CONTENT_WIDTH / 2);
    doc.text(write(label), PAGE.margin, y, { width: CONTENT_WIDTH - valueWidth - 12 });
    const labelBottom = doc.y;
    doc.text(write(value), PAGE.margin + CONTENT_WIDTH - valueWidth, y, {
      width: valueWidth,
      align: 'right',
    });
    doc.y = Math.max(labelBottom, doc.y) + 3;
    doc
      .moveTo(PAGE.margin, doc.y)
      .lineTo(PAGE.margin + CONTENT_WIDTH, doc.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y += 4;
  };
  const heading = (value: string) => {
    if (doc.y > PAGE.height - PAGE.margin - 80) doc.addPage();
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(13).fillColor(brand.text);
    doc.text(write(value), PAGE.margin, doc.y, { width: CONTENT_WIDTH });
    doc.moveDown(0.3);
  };

  // The brand: a band in its colour, the logo (or the name) above it.
  if (brand.logo) {
    doc.image(Buffer.from(brand.logo), PAGE.margin, PAGE.margin, { fit: [180, 44] });
  } else if (brand.name) {
    doc.font('Helvetica-Bold').fontSize(18).fillColor(brand.text);
    doc.text(write(brand.name), PAGE.margin, PAGE.margin + 12, { width: CONTENT_WIDTH });
  }
  doc.rect(PAGE.margin, PAGE.margin + 52, CONTENT_WIDTH, 4).fill(brand.fill);
  doc.y = PAGE.margin + 72;

  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK);
  doc.text(write(text('quote.title', { number: quote.cOffertenummer })), PAGE.margin, doc.y);
  doc.font('Helvetica').fontSize(10).fillColor(GREY);
  doc.text(
    write(
      `${text('quote.madeOn', { date: day(quote.dAangemaakt) })} · ${text('quote.validUntil', { date: day(quote.dGeldigTot) })}`,
    ),
  );
  if (quote.cMantelnaam) doc.text(write(text('quote.scheme', { scheme: quote.cMantelnaam })));

  if (quote.bVerlopen) {
    doc.moveDown(0.8);
    const top = doc.y;
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#7a4100');
    doc.text(write(text('quote.expired.heading')), PAGE.margin + 10, top + 8, {
      width: CONTENT_WIDTH - 20,
    });
    doc.font('Helvetica').fontSize(10);
    doc.text(write(text('quote.expired.text', { date: day(quote.dGeldigTot) })), {
      width: CONTENT_WIDTH - 20,
    });
    const bottom = doc.y + 8;
    doc
      .rect(PAGE.margin, top, CONTENT_WIDTH, bottom - top)
      .lineWidth(1)
      .strokeColor('#b26a00')
      .stroke();
    doc.y = bottom;
  }

  // The car: its picture beside its name, term and mileage.
  doc.moveDown(1);
  const carTop = doc.y;
  const pictureWidth = 200;
  if (picture) {
    doc.image(Buffer.from(picture), PAGE.margin, carTop, { fit: [pictureWidth, 120] });
  }
  const factsX = picture ? PAGE.margin + pictureWidth + 20 : PAGE.margin;
  const factsWidth = PAGE.margin + CONTENT_WIDTH - factsX;
  doc.font('Helvetica-Bold').fontSize(14).fillColor(brand.text);
  doc.text(write(quoteVehicleName(quote)), factsX, carTop, { width: factsWidth });
  doc.moveDown(0.4);
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  if (detail.nLooptijd != null) {
    doc.text(
      write(
        `${text('quote.term')}: ${text('quote.term.value', { months: formatNumber(detail.nLooptijd) })}`,
      ),
      factsX,
      doc.y,
      { width: factsWidth },
    );
  }
  if (detail.nKilometrage != null) {
    doc.text(
      write(
        `${text('quote.mileage')}: ${text('quote.mileage.value', { km: formatNumber(detail.nKilometrage) })}`,
      ),
      factsX,
      doc.y,
      { width: factsWidth },
    );
  }
  doc.y = Math.max(doc.y, picture ? carTop + 124 : doc.y);

  heading(text('quote.figures.heading'));
  row(text('quote.leasePrice'), perMonth(detail.nLeaseprijs));
  row(text('quote.ownContribution'), perMonth(detail.nEigenbijdrage));
  row(text('quote.netCost'), perMonth(detail.nNettoKosten), { bold: true });
  const total = quoteTotalCost(quote);
  if (detail.nEnergiekosten != null && detail.nKilometrage != null) {
    row(
      text('quote.energy', { km: formatNumber(detail.nKilometrage) }),
      perMonth(detail.nEnergiekosten),
    );
  }
  if (total !== null) row(text('quote.total'), perMonth(total));
  if (!detail.bMagBestellen && detail.cRedenNietBestellen) {
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    doc.text(
      write(text('quote.notOrderable', { reason: detail.cRedenNietBestellen })),
      PAGE.margin,
      doc.y,
      {
        width: CONTENT_WIDTH,
      },
    );
  }

  heading(text('quote.options.heading'));
  if (quote.Opties.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(write(text('quote.options.none')));
  }
  for (const option of quote.Opties) {
    row(option.cOmschrijving, option.nPrijs != null ? formatPrice(option.nPrijs) : '');
  }
  if (quote.EigenOpties.length > 0) {
    heading(text('quote.ownOptions.heading'));
    for (const option of quote.EigenOpties) {
      row(option.cOmschrijving, option.nPrijs != null ? formatPrice(option.nPrijs) : '');
    }
  }
  if (quote.MantelOpties.length > 0) {
    heading(text('quote.schemeOptions.heading'));
    for (const component of quote.MantelOpties) row(component.cOmschrijving, '');
  }

  const explanation = detail.UitlegPersoonlijkeKosten;
  if (explanation) {
    // The same parts and words as the quote page's explanation.
    const businessOnly = quote.Aanvraag.bAlleenZakelijk;
    const parts = netCostParts(explanation, { businessOnly });
    const percent = (value: number) =>
      formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });
    heading(text('explanation.heading'));
    row(text('explanation.fiscalValue'), formatPrice(explanation.nFiscaleWaarde));
    if (!businessOnly) {
      row(
        explanation.nBijtellingPercentage != null
          ? text('explanation.grossBijtellingPct', {
              percentage: percent(explanation.nBijtellingPercentage),
            })
          : text('explanation.grossBijtelling'),
        perMonth(parts.grossBijtelling),
      );
      row(text('explanation.taxBracket'), percent(parts.taxRate));
    }
    row(text('explanation.ownContribution'), perMonth(parts.ownContribution));
    row(text('explanation.netCost'), perMonth(parts.net), { bold: true });
  }

  doc.moveDown(1);
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  doc.text(write(text('quote.disclaimer')), PAGE.margin, doc.y, { width: CONTENT_WIDTH });

  // Every page names the quote it belongs to.
  const pages = doc.bufferedPageRange();
  for (let index = pages.start; index < pages.start + pages.count; index += 1) {
    doc.switchToPage(index);
    // The footer stands in the bottom margin: without this the text would start a new page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(GREY);
    doc.text(
      write(
        `${text('quote.title', { number: quote.cOffertenummer })} · ${index + 1}/${pages.count}`,
      ),
      PAGE.margin,
      PAGE.height - PAGE.margin + 16,
      { width: CONTENT_WIDTH, align: 'right', lineBreak: false },
    );
  }
  doc.end();
  return finished;
}
