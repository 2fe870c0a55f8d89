import type { InterfaceLanguage } from '@lease/api/contract';
import { escapeHtml } from './escapeHtml.ts';
import type { MailBrand } from './mailBrand.ts';
import { mailTexts, type MailTexts } from './texts/mailTexts.ts';

/** What one mail says, before it is written out as text and HTML. All values are plain text. */
export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: readonly string[];
  /** Label and value pairs: the figures, the status, the dates. */
  facts: readonly { label: string; value: string }[];
  list?: { title: string; items: readonly string[] } | undefined;
  note?: string | undefined;
  /** A page of the portal; left out without a URL (no PORTAL_URL). */
  link?: { label: string; url: string | null } | undefined;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function textPart(content: MailContent, brand: MailBrand, texts: MailTexts): string {
  const blocks = [
    brand.name,
    content.heading,
    ...content.paragraphs,
    content.facts.map((fact) => texts.labelled(fact.label, fact.value)).join('\n'),
    content.list
      ? [content.list.title, ...content.list.items.map((item) => `- ${item}`)].join('\n')
      : '',
    content.note ?? '',
    content.link?.url ? texts.labelled(content.link.label, content.link.url) : '',
    `-- \n${texts.footer(brand.name)}`,
  ];
  return `${blocks.filter((block) => block !== '').join('\n\n')}\n`;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif';

function htmlFacts(facts: MailContent['facts']): string {
  if (facts.length === 0) return '';
  const rows = facts
    .map(
      (fact) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0;font-weight:normal;color:#555555">${escapeHtml(fact.label)}</th>` +
        `<td style="padding:4px 0;font-weight:bold">${escapeHtml(fact.value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0;${FONT};font-size:15px">${rows}</table>`;
}

function htmlList(list: MailContent['list']): string {
  if (!list) return '';
  const items = list.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  return `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(list.title)}</h2><ul style="margin:0;padding-left:20px">${items}</ul>`;
}

function htmlLink(link: MailContent['link'], brand: MailBrand): string {
  if (!link?.url) return '';
  return (
    `<p style="margin:24px 0"><a href="${escapeHtml(link.url)}" ` +
    `style="color:${brand.textColour};font-weight:bold">${escapeHtml(link.label)}</a></p>`
  );
}

function htmlPart(
  content: MailContent,
  brand: MailBrand,
  footer: string,
  language: InterfaceLanguage,
): string {
  const paragraphs = content.paragraphs
    .map((paragraph) => `<p style="margin:0 0 12px">${escapeHtml(paragraph)}</p>`)
    .join('');
  const note = content.note
    ? `<p style="margin:16px 0;color:#555555;font-size:13px">${escapeHtml(content.note)}</p>`
    : '';
  // Tables and inline styles: what mail clients (Outlook included) lay out the same.
  return [
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f4f4f4;color:#1a1a1a;${FONT}">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">',
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-top:8px solid ${brand.colour}">`,
    `<tr><td style="padding:24px;${FONT};font-size:15px;line-height:1.5">`,
    `<p style="margin:0 0 16px;font-size:18px;font-weight:bold;color:${brand.textColour}">${escapeHtml(brand.name)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(content.heading)}</h1>`,
    paragraphs,
    htmlFacts(content.facts),
    htmlList(content.list),
    note,
    htmlLink(content.link, brand),
    `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #dddddd;color:#555555;font-size:12px">${escapeHtml(footer)}</p>`,
    '</td></tr></table></td></tr></table></body></html>',
  ].join('');
}

/**
 * A mail's subject, plain-text part and HTML part in the client's brand. Every value is escaped
 * in the HTML part; the brand's colour is a checked hex colour (`mailBrand`).
 */
export function renderMail(
  content: MailContent,
  brand: MailBrand,
  language: InterfaceLanguage,
): RenderedMail {
  const texts = mailTexts(language);
  return {
    subject: content.subject,
    text: textPart(content, brand, texts),
    html: htmlPart(content, brand, texts.footer(brand.name), language),
  };
}
