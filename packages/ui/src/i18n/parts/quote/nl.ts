import type { QuoteMessageId } from './en.ts';

/** Dutch texts of the driver's quote. */
export const quoteNl: Record<QuoteMessageId, string> = {
  'quote.title': 'Offerte {number}',
  'quote.madeOn': 'Gemaakt op {date}',
  'quote.validUntil': 'Geldig tot en met {date}',
  'quote.scheme': 'Regeling: {scheme}',
  'quote.expired.heading': 'Deze offerte is verlopen',
  'quote.expired.text':
    'Ze was geldig tot en met {date}. Prijzen en aanbod kunnen sindsdien veranderd zijn: bereken dezelfde auto met dezelfde opties opnieuw met de prijzen van vandaag.',
  'quote.recalculate': 'Opnieuw berekenen met de prijzen van vandaag',
  'quote.vehicle.heading': 'De auto',
  'quote.term': 'Looptijd',
  'quote.term.value': '{months} maanden',
  'quote.mileage': 'Kilometrage',
  'quote.mileage.value': '{km} km per jaar',
  'quote.options.heading': 'Gekozen opties',
  'quote.options.none': 'Geen opties gekozen.',
  'quote.ownOptions.heading': 'Je eigen opties',
  'quote.schemeOptions.heading': 'Inbegrepen in je regeling',
  'quote.figures.heading': 'Per maand',
  'quote.leasePrice': 'Leaseprijs',
  'quote.ownContribution': 'Je eigen bijdrage',
  'quote.netCost': 'Netto kosten voor jou',
  'quote.energy': 'Energie bij {km} km per jaar',
  'quote.total': 'Lease en energie samen',
  'quote.taxValue': 'Fiscale waarde',
  'quote.notOrderable': 'Zo niet te bestellen: {reason}',
  'quote.disclaimer':
    'Indicatief. De fiscale bedragen hangen af van je eigen situatie; een bestelling wordt bij het plaatsen opnieuw berekend.',
  'quote.print': 'Afdrukken',
  'quote.download': 'PDF downloaden',
  'quote.list.empty': 'Je hebt nog geen offertes. Maak er een in de configurator van een auto.',
  'quote.list.expired': 'Verlopen (geldig tot en met {date})',
  'quote.list.valid': 'Geldig tot en met {date}',
};
