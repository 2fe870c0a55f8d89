import type { QuoteMessageId } from './en.ts';

/** French texts of the driver's quote. */
export const quoteFr: Record<QuoteMessageId, string> = {
  'quote.title': 'Devis {number}',
  'quote.madeOn': 'Établi le {date}',
  'quote.validUntil': 'Valable jusqu’au {date} inclus',
  'quote.scheme': 'Régime : {scheme}',
  'quote.expired.heading': 'Ce devis a expiré',
  'quote.expired.text':
    'Il était valable jusqu’au {date}. Les prix et l’offre ont pu changer depuis : recalculez la même voiture avec les mêmes options aux prix d’aujourd’hui.',
  'quote.recalculate': 'Recalculer aux prix d’aujourd’hui',
  'quote.vehicle.heading': 'La voiture',
  'quote.term': 'Durée',
  'quote.term.value': '{months} mois',
  'quote.mileage': 'Kilométrage',
  'quote.mileage.value': '{km} km par an',
  'quote.options.heading': 'Options choisies',
  'quote.options.none': 'Aucune option choisie.',
  'quote.ownOptions.heading': 'Vos propres options',
  'quote.schemeOptions.heading': 'Compris dans votre régime',
  'quote.figures.heading': 'Par mois',
  'quote.leasePrice': 'Prix de leasing',
  'quote.ownContribution': 'Votre contribution personnelle',
  'quote.netCost': 'Coût net pour vous',
  'quote.energy': 'Énergie à {km} km par an',
  'quote.total': 'Leasing et énergie ensemble',
  'quote.taxValue': 'Valeur fiscale',
  'quote.notOrderable': 'Ne peut pas être commandée ainsi : {reason}',
  'quote.disclaimer':
    'Indicatif. Les montants fiscaux dépendent de votre situation ; une commande est recalculée au moment où elle est passée.',
  'quote.print': 'Imprimer',
  'quote.download': 'Télécharger le PDF',
  'quote.list.empty':
    'Vous n’avez pas encore de devis. Établissez-en un dans le configurateur d’une voiture.',
  'quote.list.expired': 'Expiré (valable jusqu’au {date} inclus)',
  'quote.list.valid': 'Valable jusqu’au {date} inclus',
};
