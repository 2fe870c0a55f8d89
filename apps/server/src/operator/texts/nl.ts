import type { OperatorTexts } from './operatorTexts.ts';

export const nl: OperatorTexts = {
  locale: 'nl-NL',
  outboxTitle: 'Uitgaande mail',
  outboxIntro:
    'Elke mail die de lease-API aan berijders en klantdesks heeft geschreven, nieuwste eerst. Een mail wordt samen met zijn aanleiding vastgelegd en blijft hier ook na verzending staan.',
  sending: (server) => `Verzending via SMTP naar ${server}.`,
  notSending:
    'Er wordt niet verzonden: SMTP_URL is niet ingesteld, dus de mails blijven hier staan.',
  filterLabel: 'Toon',
  all: 'Alle',
  states: { waiting: 'Wachtend', sent: 'Verzonden', failed: 'Opgegeven' },
  kinds: {
    order_received: 'Bestelling ontvangen',
    order_status: 'Bestelstatus',
    quote_expiring: 'Offerte verloopt',
    access_request: 'Toegangsaanvraag',
  },
  columns: {
    written: 'Geschreven',
    kind: 'Soort',
    client: 'Klant',
    recipient: 'Aan',
    subject: 'Onderwerp',
    state: 'Stand',
  },
  waitingFor: (attempt, at) =>
    attempt === 0 ? `Wacht sinds ${at}` : `Poging ${attempt} mislukt; volgende poging ${at}`,
  sentAt: (at) => `Verzonden ${at}`,
  failedAt: (at) => `Opgegeven ${at}`,
  noMails: 'Hier staan geen mails.',
  older: 'Oudere mails',
  newest: 'Nieuwste mails',
  mail: {
    back: 'Alle mails',
    language: 'Taal',
    messageId: 'Message-ID',
    attempts: 'Pogingen',
    lastError: 'Laatste fout',
    textPart: 'Platte tekst',
    htmlPart: 'Open het HTML-deel zoals de ontvanger het ziet',
  },
  notFound: 'Deze mail bestaat niet.',
  badRequest: 'Dit adres hoort niet bij de uitgaande mail: gebruik de links op de pagina’s.',
  tooManyAttempts:
    'Te vaak een verkeerd wachtwoord vanaf dit adres: wacht even en probeer het dan opnieuw.',
};
