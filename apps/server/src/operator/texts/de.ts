import type { OperatorTexts } from './operatorTexts.ts';

export const de: OperatorTexts = {
  locale: 'de-DE',
  outboxTitle: 'Postausgang',
  outboxIntro:
    'Jede E-Mail, die die Leasing-API an Fahrer und Kundenstellen geschrieben hat, die neueste zuerst. Eine E-Mail wird zusammen mit ihrem Anlass gespeichert und bleibt auch nach dem Versand hier.',
  sending: (server) => `Versand per SMTP an ${server}.`,
  notSending:
    'Kein Versand: SMTP_URL ist nicht gesetzt, daher bleiben die E-Mails in diesem Postausgang.',
  filterLabel: 'Anzeigen',
  all: 'Alle',
  states: { waiting: 'Wartend', sent: 'Gesendet', failed: 'Aufgegeben' },
  kinds: {
    order_received: 'Bestellung erhalten',
    order_status: 'Bestellstatus',
    quote_expiring: 'Angebot läuft ab',
    access_request: 'Zugangsanfrage',
  },
  columns: {
    written: 'Geschrieben',
    kind: 'Art',
    client: 'Kunde',
    recipient: 'An',
    subject: 'Betreff',
    state: 'Stand',
  },
  waitingFor: (attempt, at) =>
    attempt === 0
      ? `Wartet seit ${at}`
      : `Versuch ${attempt} fehlgeschlagen; nächster Versuch ${at}`,
  sentAt: (at) => `Gesendet ${at}`,
  failedAt: (at) => `Aufgegeben ${at}`,
  noMails: 'Hier sind keine E-Mails.',
  older: 'Ältere E-Mails',
  newest: 'Neueste E-Mails',
  mail: {
    back: 'Alle E-Mails',
    language: 'Sprache',
    messageId: 'Message-ID',
    attempts: 'Versuche',
    lastError: 'Letzter Fehler',
    textPart: 'Textteil',
    htmlPart: 'HTML-Teil so öffnen, wie der Empfänger ihn sieht',
  },
  notFound: 'Diese E-Mail gibt es nicht.',
  badRequest:
    'Diese Adresse gehört nicht zum Postausgang: Benutzen Sie die Links auf seinen Seiten.',
  tooManyAttempts:
    'Zu oft ein falsches Passwort von dieser Adresse: Warten Sie eine Weile und versuchen Sie es dann erneut.',
};
