import { createHash } from 'node:crypto';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { OutboxEntry, OutboxMail, OutboxPage, OutboxState } from './outboxListing.ts';
import type { OperatorTexts } from './texts/operatorTexts.ts';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/**
 * The operator's pages are plain HTML from the lease API: no script, one style sheet whose hash
 * the page's Content Security Policy allows, so nothing else can style or run on them. It goes
 * into the page exactly as hashed: a space more and the browser would refuse it.
 */
const STYLE = [
  'body{margin:0;color:#1a1a1a;background:#fff;font:15px/1.5 system-ui,sans-serif}',
  'main{max-width:72rem;margin:0 auto;padding:16px}',
  'h1{font-size:24px;margin:8px 0 16px}',
  'a{color:#0b57d0}',
  'a:focus-visible,.scroll:focus-visible{outline:2px solid #0b57d0;outline-offset:2px}',
  'a[aria-current]{color:#1a1a1a;font-weight:bold;text-decoration:none}',
  '.filter{display:flex;flex-wrap:wrap;gap:8px 20px;list-style:none;margin:16px 0;padding:0}',
  '.scroll{overflow-x:auto}',
  'table{border-collapse:collapse;min-width:100%}',
  'th,td{text-align:left;vertical-align:top;padding:8px 16px 8px 0;border-bottom:1px solid #ddd}',
  'td{overflow-wrap:anywhere;min-width:8rem}',
  '.failed{color:#b3261e}',
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}',
  'dt{color:#555}',
  'dd{margin:0;overflow-wrap:anywhere}',
  'pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f4f4f4;padding:12px;font-size:14px}',
].join('');

/** Built apart from the page's template, so no formatting of that template can change it. */
const STYLE_ELEMENT = raw(`<style>${STYLE}</style>`);

/** A link; the current page's link says so (`aria-current`) and shows as plain bold text. */
function link(href: string, text: string, current = false): Html {
  return current
    ? html`<a href="${href}" aria-current="page">${text}</a>`
    : html`<a href="${href}">${text}</a>`;
}

/** The Content Security Policy of the operator's pages: their own style sheet, nothing more. */
export const OPERATOR_PAGE_POLICY =
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; ` +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * A mail's HTML part shown as its recipient's mail client would: its inline styles apply, and in
 * a sandbox it can run nothing, submit nothing and reach nothing, whatever a value in it says.
 */
export const MAIL_PART_POLICY =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'";

/** A moment as the operator's language writes it, on the Amsterdam clock of the lease desk. */
function moment(texts: OperatorTexts, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(texts.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(date);
}

function stateText(texts: OperatorTexts, entry: OutboxEntry): string {
  if (entry.sentAt) return texts.sentAt(moment(texts, entry.sentAt));
  if (entry.failedAt) return texts.failedAt(moment(texts, entry.failedAt));
  return texts.waitingFor(
    entry.attempts,
    moment(texts, entry.attempts === 0 ? entry.createdAt : entry.nextAttemptAt),
  );
}

function document(lang: string, title: string, body: Html): Html {
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        ${STYLE_ELEMENT}
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

/** Where the list's links go: the outbox, one state of it, a page further back. */
export interface OutboxLinks {
  list(query: { state?: OutboxState | undefined; before?: number | undefined }): string;
  mail(id: number): string;
  mailHtml(id: number): string;
}

export interface OutboxListView {
  lang: string;
  texts: OperatorTexts;
  links: OutboxLinks;
  /** The SMTP server this process sends to (no credentials), or undefined when it sends none. */
  smtpServer: string | undefined;
  state: OutboxState | undefined;
  counts: Record<OutboxState, number>;
  page: OutboxPage;
  /** Whether this page is further back than the newest. */
  pagedBack: boolean;
}

/** The outbox as the operator reads it: newest first, a filter per state, paged back by id. */
export function outboxListPage(view: OutboxListView): Html {
  const { texts, links, counts, page } = view;
  const total = counts.waiting + counts.sent + counts.failed;
  const filters: { state: OutboxState | undefined; label: string; count: number }[] = [
    { state: undefined, label: texts.all, count: total },
    ...(['waiting', 'sent', 'failed'] as const).map((state) => ({
      state,
      label: texts.states[state],
      count: counts[state],
    })),
  ];
  const rows = page.entries.map(
    (entry) =>
      html`<tr>
        <td>${moment(texts, entry.createdAt)}</td>
        <td>${texts.kinds[entry.kind]}</td>
        <td>${entry.clientCode}</td>
        <td>${entry.recipient}</td>
        <td>${link(links.mail(entry.id), entry.subject)}</td>
        <td${entry.state === 'failed' ? raw(' class="failed"') : ''}>${stateText(texts, entry)}</td>
      </tr>`,
  );
  const body = html`<h1>${texts.outboxTitle}</h1>
    <p>${texts.outboxIntro}</p>
    <p>${view.smtpServer ? texts.sending(view.smtpServer) : texts.notSending}</p>
    <nav aria-label="${texts.filterLabel}">
      <ul class="filter">
        ${filters.map(
          (filter) =>
            html`<li>
              ${link(
                links.list({ state: filter.state }),
                `${filter.label} (${filter.count})`,
                filter.state === view.state && !view.pagedBack,
              )}
            </li>`,
        )}
      </ul>
    </nav>
    ${
      page.entries.length === 0
        ? html`<p>${texts.noMails}</p>`
        : html`<div class="scroll" role="region" aria-label="${texts.outboxTitle}" tabindex="0">
            <table>
              <thead>
                <tr>
                  <th scope="col">${texts.columns.written}</th>
                  <th scope="col">${texts.columns.kind}</th>
                  <th scope="col">${texts.columns.client}</th>
                  <th scope="col">${texts.columns.recipient}</th>
                  <th scope="col">${texts.columns.subject}</th>
                  <th scope="col">${texts.columns.state}</th>
                </tr>
              </thead>
              <tbody>
                ${rows}
              </tbody>
            </table>
          </div>`
    }
    <p>
      ${view.pagedBack ? link(links.list({ state: view.state }), texts.newest) : ''}
      ${
        page.olderBefore === undefined
          ? ''
          : link(links.list({ state: view.state, before: page.olderBefore }), texts.older)
      }
    </p>`;
  return document(view.lang, texts.outboxTitle, body);
}

/** One mail: its envelope, where it is, its plain-text part, and a link to its HTML part. */
export function outboxMailPage(view: {
  lang: string;
  texts: OperatorTexts;
  links: OutboxLinks;
  mail: OutboxMail;
}): Html {
  const { texts, links, mail } = view;
  const facts: [string, string][] = [
    [texts.columns.kind, texts.kinds[mail.kind]],
    [texts.columns.client, mail.clientCode],
    [texts.columns.recipient, mail.recipient],
    [texts.mail.language, mail.language],
    [texts.columns.written, moment(texts, mail.createdAt)],
    [texts.columns.state, stateText(texts, mail)],
    [texts.mail.attempts, String(mail.attempts)],
    [texts.mail.messageId, mail.messageId],
    ...(mail.lastError ? [[texts.mail.lastError, mail.lastError] as [string, string]] : []),
  ];
  const body = html`<p><a href="${links.list({})}">${texts.mail.back}</a></p>
    <h1>${mail.subject}</h1>
    <dl>
      ${facts.map(
        ([term, value]) =>
          html`<dt>${term}</dt>
            <dd>${value}</dd>`,
      )}
    </dl>
    <h2>${texts.mail.textPart}</h2>
    <pre>${mail.textBody}</pre>
    <p><a href="${links.mailHtml(mail.id)}">${texts.mail.htmlPart}</a></p>`;
  return document(view.lang, mail.subject, body);
}

/** A short page for an address the outbox does not have (404) or cannot read (400). */
export function operatorMessagePage(view: {
  lang: string;
  texts: OperatorTexts;
  links: OutboxLinks;
  message: string;
}): Html {
  const body = html`<h1>${view.texts.outboxTitle}</h1>
    <p>${view.message}</p>
    <p><a href="${view.links.list({})}">${view.texts.mail.back}</a></p>`;
  return document(view.lang, view.texts.outboxTitle, body);
}
