import type { QuoteMessageId } from './en.ts';

/** German texts of the driver's quote. */
export const quoteDe: Record<QuoteMessageId, string> = {
  'quote.title': 'Angebot {number}',
  'quote.madeOn': 'Erstellt am {date}',
  'quote.validUntil': 'Gültig bis einschließlich {date}',
  'quote.scheme': 'Regelung: {scheme}',
  'quote.expired.heading': 'Dieses Angebot ist abgelaufen',
  'quote.expired.text':
    'Es galt bis einschließlich {date}. Preise und Angebot können sich seitdem geändert haben: Berechnen Sie dasselbe Auto mit denselben Optionen zu den heutigen Preisen neu.',
  'quote.recalculate': 'Zu heutigen Preisen neu berechnen',
  'quote.vehicle.heading': 'Das Auto',
  'quote.term': 'Laufzeit',
  'quote.term.value': '{months} Monate',
  'quote.mileage': 'Fahrleistung',
  'quote.mileage.value': '{km} km pro Jahr',
  'quote.options.heading': 'Gewählte Optionen',
  'quote.options.none': 'Keine Optionen gewählt.',
  'quote.ownOptions.heading': 'Ihre eigenen Optionen',
  'quote.schemeOptions.heading': 'In Ihrer Regelung enthalten',
  'quote.figures.heading': 'Pro Monat',
  'quote.leasePrice': 'Leasingpreis',
  'quote.ownContribution': 'Ihr Eigenbeitrag',
  'quote.netCost': 'Nettokosten für Sie',
  'quote.energy': 'Energie bei {km} km pro Jahr',
  'quote.total': 'Leasing und Energie zusammen',
  'quote.taxValue': 'Steuerlicher Wert',
  'quote.notOrderable': 'So nicht bestellbar: {reason}',
  'quote.disclaimer':
    'Unverbindlich. Die steuerlichen Beträge hängen von Ihrer Situation ab; eine Bestellung wird bei der Aufgabe neu berechnet.',
  'quote.print': 'Drucken',
  'quote.download': 'PDF herunterladen',
  'quote.list.empty':
    'Sie haben noch keine Angebote. Erstellen Sie eines im Konfigurator eines Autos.',
  'quote.list.expired': 'Abgelaufen (gültig bis einschließlich {date})',
  'quote.list.valid': 'Gültig bis einschließlich {date}',
};
