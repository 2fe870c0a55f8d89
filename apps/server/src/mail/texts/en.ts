import type { MailTexts } from './mailTexts.ts';

export const en: MailTexts = {
  locale: 'en-GB',
  labelled: (label, value) => `${label}: ${value}`,
  footer: (clientName) =>
    `This is an automatic message from the ${clientName} lease portal. Replies are not read.`,
  statusNames: {
    ontvangen: 'Received',
    in_behandeling: 'In progress',
    goedgekeurd: 'Approved',
    besteld: 'Ordered from the dealer',
    levering_gepland: 'Delivery planned',
    geleverd: 'Delivered',
    geannuleerd: 'Cancelled',
  },
  termMonths: (months) => `${months} months`,
  kmPerYear: (km) => `${km} km a year`,
  orderReceived: {
    subject: (orderId) => `We have received your order (order ${orderId})`,
    heading: 'Order received',
    intro: (vehicle) =>
      `Thank you for ordering the ${vehicle}. We will keep you informed of every step by e-mail.`,
    linesTitle: 'What you ordered',
    leasePrice: 'Lease price',
    ownContribution: 'Own contribution',
    netCost: 'Net cost',
    monthlyAmount: 'Amount',
    term: 'Term',
    mileage: 'Mileage',
    perMonth: (amount) => `${amount} a month`,
    figuresNote:
      'These are the figures of your order; the lease company confirms them in your contract.',
    link: 'See the status of your order',
  },
  orderStatus: {
    subject: (orderId, status) => `Your order ${orderId}: ${status}`,
    heading: 'News about your order',
    intro: (orderId, vehicle) => `Something has changed in your order ${orderId} (${vehicle}).`,
    status: 'Status',
    expectedDelivery: 'Expected delivery',
    deliveryMoved: 'The expected delivery date has changed.',
    link: 'See the status of your order',
  },
  quoteExpiring: {
    subject: (number) => `Your quote ${number} expires soon`,
    heading: 'Your quote expires soon',
    intro: (number, vehicle, until) =>
      `Your quote ${number} for the ${vehicle} is valid up to and including ${until}.`,
    afterwards: 'After that you can have the same car priced again at the prices of the day.',
    vehicle: 'Car',
    validUntil: 'Valid up to and including',
    leasePrice: 'Lease price',
    link: 'See your quote',
  },
  accessRequest: {
    subject: (address) => `Request for access to the portal: ${address}`,
    heading: 'Request for access',
    intro: (clientName) => `Someone asks for access to the ${clientName} lease portal.`,
    address: 'E-mail address',
    account: 'Account with this address',
    accountKnown: 'Yes',
    accountUnknown: 'No',
    askedAt: 'Asked on',
    message: 'Message',
    noMessage: 'None (the request carries only the e-mail address).',
  },
};
