import type { MailTexts } from './mailTexts.ts';

export const nl: MailTexts = {
  locale: 'nl-NL',
  labelled: (label, value) => `${label}: ${value}`,
  footer: (clientName) =>
    `Dit is een automatisch bericht van het leaseportaal van ${clientName}. Je kunt er niet op antwoorden.`,
  statusNames: {
    ontvangen: 'Ontvangen',
    in_behandeling: 'In behandeling',
    goedgekeurd: 'Goedgekeurd',
    besteld: 'Besteld bij de dealer',
    levering_gepland: 'Levering gepland',
    geleverd: 'Geleverd',
    geannuleerd: 'Geannuleerd',
  },
  termMonths: (months) => `${months} maanden`,
  kmPerYear: (km) => `${km} km per jaar`,
  orderReceived: {
    subject: (orderId) => `We hebben je bestelling ontvangen (bestelling ${orderId})`,
    heading: 'Bestelling ontvangen',
    intro: (vehicle) =>
      `Bedankt voor je bestelling van de ${vehicle}. We houden je per e-mail op de hoogte van elke stap.`,
    linesTitle: 'Wat je hebt besteld',
    leasePrice: 'Leaseprijs',
    ownContribution: 'Eigen bijdrage',
    netCost: 'Netto kosten',
    monthlyAmount: 'Bedrag',
    term: 'Looptijd',
    mileage: 'Kilometrage',
    perMonth: (amount) => `${amount} per maand`,
    figuresNote:
      'De bedragen zijn die van je bestelling; de leasemaatschappij bevestigt ze in je contract.',
    link: 'Bekijk de status van je bestelling',
  },
  orderStatus: {
    subject: (orderId, status) => `Je bestelling ${orderId}: ${status}`,
    heading: 'Nieuws over je bestelling',
    intro: (orderId, vehicle) => `Er is iets veranderd aan je bestelling ${orderId} (${vehicle}).`,
    status: 'Status',
    expectedDelivery: 'Verwachte levering',
    deliveryMoved: 'De verwachte leverdatum is gewijzigd.',
    link: 'Bekijk de status van je bestelling',
  },
  quoteExpiring: {
    subject: (number) => `Je offerte ${number} verloopt binnenkort`,
    heading: 'Je offerte verloopt binnenkort',
    intro: (number, vehicle, until) =>
      `Je offerte ${number} voor de ${vehicle} is geldig tot en met ${until}.`,
    afterwards:
      'Daarna kun je dezelfde auto opnieuw laten berekenen met de prijzen van dat moment.',
    vehicle: 'Auto',
    validUntil: 'Geldig tot en met',
    leasePrice: 'Leaseprijs',
    link: 'Bekijk je offerte',
  },
  accessRequest: {
    subject: (address) => `Aanvraag voor toegang tot het portaal: ${address}`,
    heading: 'Aanvraag voor toegang',
    intro: (clientName) => `Iemand vraagt toegang tot het leaseportaal van ${clientName}.`,
    address: 'E-mailadres',
    account: 'Account met dit adres',
    accountKnown: 'Ja',
    accountUnknown: 'Nee',
    askedAt: 'Gevraagd op',
    message: 'Bericht',
    noMessage: 'Geen (de aanvraag bevat alleen het e-mailadres).',
  },
};
