import type { OperatorTexts } from './operatorTexts.ts';

export const en: OperatorTexts = {
  locale: 'en-GB',
  outboxTitle: 'Mail outbox',
  outboxIntro:
    'Every mail the lease API has written to drivers and client desks, newest first. A mail is written together with what causes it and stays here after it is sent.',
  sending: (server) => `Sending over SMTP to ${server}.`,
  notSending: 'Not sending: no SMTP_URL is set, so the mails stay in this outbox.',
  filterLabel: 'Show',
  all: 'All',
  states: { waiting: 'Waiting', sent: 'Sent', failed: 'Given up' },
  kinds: {
    order_received: 'Order received',
    order_status: 'Order status',
    quote_expiring: 'Quote expiring',
    access_request: 'Access request',
  },
  columns: {
    written: 'Written',
    kind: 'Kind',
    client: 'Client',
    recipient: 'To',
    subject: 'Subject',
    state: 'State',
  },
  waitingFor: (attempt, at) =>
    attempt === 0 ? `Waiting since ${at}` : `Attempt ${attempt} failed; next try ${at}`,
  sentAt: (at) => `Sent ${at}`,
  failedAt: (at) => `Given up ${at}`,
  noMails: 'No mails here.',
  older: 'Older mails',
  newest: 'Newest mails',
  mail: {
    back: 'All mails',
    language: 'Language',
    messageId: 'Message-ID',
    attempts: 'Attempts',
    lastError: 'Last error',
    textPart: 'Plain-text part',
    htmlPart: 'Open the HTML part as the recipient sees it',
  },
  notFound: 'There is no such mail.',
  badRequest: 'This address is not one of the outbox’s: use the links on its pages.',
  tooManyAttempts: 'Too many wrong passwords from this address: wait a while, then try again.',
};
