import type { MailTexts } from './mailTexts.ts';

export const de: MailTexts = {
  locale: 'de-DE',
  labelled: (label, value) => `${label}: ${value}`,
  footer: (clientName) =>
    `Dies ist eine automatische Nachricht des Leasingportals von ${clientName}. Antworten werden nicht gelesen.`,
  statusNames: {
    ontvangen: 'Eingegangen',
    in_behandeling: 'In Bearbeitung',
    goedgekeurd: 'Genehmigt',
    besteld: 'Beim Händler bestellt',
    levering_gepland: 'Lieferung geplant',
    geleverd: 'Geliefert',
    geannuleerd: 'Storniert',
  },
  termMonths: (months) => `${months} Monate`,
  kmPerYear: (km) => `${km} km pro Jahr`,
  orderReceived: {
    subject: (orderId) => `Wir haben Ihre Bestellung erhalten (Bestellung ${orderId})`,
    heading: 'Bestellung eingegangen',
    intro: (vehicle) =>
      `Vielen Dank für Ihre Bestellung: ${vehicle}. Wir informieren Sie über jeden Schritt per E-Mail.`,
    linesTitle: 'Was Sie bestellt haben',
    leasePrice: 'Leasingrate',
    ownContribution: 'Eigenanteil',
    netCost: 'Nettokosten',
    monthlyAmount: 'Betrag',
    term: 'Laufzeit',
    mileage: 'Fahrleistung',
    perMonth: (amount) => `${amount} pro Monat`,
    figuresNote:
      'Dies sind die Beträge Ihrer Bestellung; die Leasinggesellschaft bestätigt sie in Ihrem Vertrag.',
    link: 'Status Ihrer Bestellung ansehen',
  },
  orderStatus: {
    subject: (orderId, status) => `Ihre Bestellung ${orderId}: ${status}`,
    heading: 'Neues zu Ihrer Bestellung',
    intro: (orderId, vehicle) => `Ihre Bestellung ${orderId} (${vehicle}) hat sich geändert.`,
    status: 'Status',
    expectedDelivery: 'Voraussichtliche Lieferung',
    deliveryMoved: 'Das voraussichtliche Lieferdatum hat sich geändert.',
    link: 'Status Ihrer Bestellung ansehen',
  },
  quoteExpiring: {
    subject: (number) => `Ihr Angebot ${number} läuft bald ab`,
    heading: 'Ihr Angebot läuft bald ab',
    intro: (number, vehicle, until) =>
      `Ihr Angebot ${number} für ${vehicle} gilt bis einschließlich ${until}.`,
    afterwards:
      'Danach können Sie dasselbe Auto zu den dann gültigen Preisen neu berechnen lassen.',
    vehicle: 'Auto',
    validUntil: 'Gültig bis einschließlich',
    leasePrice: 'Leasingrate',
    link: 'Angebot ansehen',
  },
  accessRequest: {
    subject: (address) => `Anfrage für den Zugang zum Portal: ${address}`,
    heading: 'Anfrage für den Zugang',
    intro: (clientName) => `Jemand bittet um Zugang zum Leasingportal von ${clientName}.`,
    address: 'E-Mail-Adresse',
    account: 'Konto mit dieser Adresse',
    accountKnown: 'Ja',
    accountUnknown: 'Nein',
    askedAt: 'Angefragt am',
    message: 'Nachricht',
    noMessage: 'Keine (die Anfrage enthält nur die E-Mail-Adresse).',
  },
};
