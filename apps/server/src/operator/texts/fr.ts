import type { OperatorTexts } from './operatorTexts.ts';

export const fr: OperatorTexts = {
  locale: 'fr-FR',
  outboxTitle: 'Boîte d’envoi',
  outboxIntro:
    'Tous les e-mails que l’API de leasing a écrits aux conducteurs et aux services clients, du plus récent au plus ancien. Un e-mail est enregistré avec ce qui le provoque et reste ici après l’envoi.',
  sending: (server) => `Envoi par SMTP vers ${server}.`,
  notSending: 'Aucun envoi : SMTP_URL n’est pas défini, les e-mails restent dans cette boîte.',
  filterLabel: 'Afficher',
  all: 'Tous',
  states: { waiting: 'En attente', sent: 'Envoyés', failed: 'Abandonnés' },
  kinds: {
    order_received: 'Commande reçue',
    order_status: 'Statut de commande',
    quote_expiring: 'Devis bientôt expiré',
    access_request: 'Demande d’accès',
  },
  columns: {
    written: 'Écrit',
    kind: 'Type',
    client: 'Client',
    recipient: 'À',
    subject: 'Objet',
    state: 'État',
  },
  waitingFor: (attempt, at) =>
    attempt === 0
      ? `En attente depuis le ${at}`
      : `Tentative ${attempt} échouée ; prochain essai le ${at}`,
  sentAt: (at) => `Envoyé le ${at}`,
  failedAt: (at) => `Abandonné le ${at}`,
  noMails: 'Aucun e-mail ici.',
  older: 'E-mails plus anciens',
  newest: 'E-mails les plus récents',
  mail: {
    back: 'Tous les e-mails',
    language: 'Langue',
    messageId: 'Message-ID',
    attempts: 'Tentatives',
    lastError: 'Dernière erreur',
    textPart: 'Partie texte',
    htmlPart: 'Ouvrir la partie HTML telle que le destinataire la voit',
  },
  notFound: 'Cet e-mail n’existe pas.',
  badRequest:
    'Cette adresse n’appartient pas à la boîte d’envoi : utilisez les liens de ses pages.',
  tooManyAttempts:
    'Trop de mots de passe erronés depuis cette adresse : patientez un moment, puis réessayez.',
};
