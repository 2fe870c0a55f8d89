import type { MailTexts } from './mailTexts.ts';

export const fr: MailTexts = {
  locale: 'fr-FR',
  labelled: (label, value) => `${label}\u00a0: ${value}`,
  footer: (clientName) =>
    `Ceci est un message automatique du portail de leasing de ${clientName}. Merci de ne pas y répondre.`,
  statusNames: {
    ontvangen: 'Reçue',
    in_behandeling: 'En cours de traitement',
    goedgekeurd: 'Approuvée',
    besteld: 'Commandée chez le concessionnaire',
    levering_gepland: 'Livraison planifiée',
    geleverd: 'Livrée',
    geannuleerd: 'Annulée',
  },
  termMonths: (months) => `${months} mois`,
  kmPerYear: (km) => `${km} km par an`,
  orderReceived: {
    subject: (orderId) => `Nous avons reçu votre commande (commande ${orderId})`,
    heading: 'Commande reçue',
    intro: (vehicle) =>
      `Merci pour votre commande : ${vehicle}. Nous vous tiendrons informé de chaque étape par e-mail.`,
    linesTitle: 'Ce que vous avez commandé',
    leasePrice: 'Prix du leasing',
    ownContribution: 'Contribution personnelle',
    netCost: 'Coût net',
    monthlyAmount: 'Montant',
    term: 'Durée',
    mileage: 'Kilométrage',
    perMonth: (amount) => `${amount} par mois`,
    figuresNote:
      'Ces montants sont ceux de votre commande ; la société de leasing les confirme dans votre contrat.',
    link: 'Voir le statut de votre commande',
  },
  orderStatus: {
    subject: (orderId, status) => `Votre commande ${orderId} : ${status}`,
    heading: 'Du nouveau pour votre commande',
    intro: (orderId, vehicle) => `Votre commande ${orderId} (${vehicle}) a changé.`,
    status: 'Statut',
    expectedDelivery: 'Livraison prévue',
    deliveryMoved: 'La date de livraison prévue a changé.',
    link: 'Voir le statut de votre commande',
  },
  quoteExpiring: {
    subject: (number) => `Votre devis ${number} expire bientôt`,
    heading: 'Votre devis expire bientôt',
    intro: (number, vehicle, until) =>
      `Votre devis ${number} pour ${vehicle} est valable jusqu’au ${until} inclus.`,
    afterwards: 'Ensuite, vous pourrez faire recalculer la même voiture aux prix du moment.',
    vehicle: 'Voiture',
    validUntil: 'Valable jusqu’au',
    leasePrice: 'Prix du leasing',
    link: 'Voir votre devis',
  },
  accessRequest: {
    subject: (address) => `Demande d’accès au portail : ${address}`,
    heading: 'Demande d’accès',
    intro: (clientName) => `Quelqu’un demande l’accès au portail de leasing de ${clientName}.`,
    address: 'Adresse e-mail',
    account: 'Compte avec cette adresse',
    accountKnown: 'Oui',
    accountUnknown: 'Non',
    askedAt: 'Demandé le',
    message: 'Message',
    noMessage: 'Aucun (la demande ne contient que l’adresse e-mail).',
  },
};
