/**
 * English texts of the driver's quote (the quote page, its PDF, the list of quotes): a part of the
 * catalogue that loads with those pages (`loadUiMessagePart`).
 */
export const quoteEn = {
  'quote.title': 'Quote {number}',
  'quote.madeOn': 'Made on {date}',
  'quote.validUntil': 'Valid until {date}',
  'quote.scheme': 'Scheme: {scheme}',
  'quote.expired.heading': 'This quote has expired',
  'quote.expired.text':
    'It held until {date}. Prices and the catalogue may have changed since: recalculate the same car and options with today’s prices.',
  'quote.recalculate': 'Recalculate with today’s prices',
  'quote.vehicle.heading': 'The car',
  'quote.term': 'Term',
  'quote.term.value': '{months} months',
  'quote.mileage': 'Mileage',
  'quote.mileage.value': '{km} km a year',
  'quote.options.heading': 'Chosen options',
  'quote.options.none': 'No options chosen.',
  'quote.ownOptions.heading': 'Your own options',
  'quote.schemeOptions.heading': 'Included with your scheme',
  'quote.figures.heading': 'A month',
  'quote.leasePrice': 'Lease price',
  'quote.ownContribution': 'Your own contribution',
  'quote.netCost': 'Net cost to you',
  'quote.energy': 'Energy at {km} km a year',
  'quote.total': 'Lease and energy together',
  'quote.taxValue': 'Taxable value',
  'quote.notOrderable': 'Cannot be ordered as quoted: {reason}',
  'quote.disclaimer':
    'Indicative. The tax figures depend on your own situation; an order is priced again when it is placed.',
  'quote.print': 'Print',
  'quote.download': 'Download PDF',
  'quote.list.empty': 'You have no quotes yet. Make one in the configurator of a car.',
  'quote.list.expired': 'Expired (valid until {date})',
  'quote.list.valid': 'Valid until {date}',
} as const;

/** The id of a text of the quote part. */
export type QuoteMessageId = keyof typeof quoteEn;
