import type { PolicyMessageId } from './en.ts';

/** French texts of the car-policy page's components. */
export const policyFr = {
  'policy.category.heading': 'Votre catégorie : {category}',
  'policy.category.headingNone': 'Votre catégorie',
  'policy.category.none':
    'Vous n’avez pas de catégorie propre : vous pouvez consulter les voitures de toutes les catégories.',
  'policy.norm': 'Montant de leasing normatif',
  'policy.norm.note': 'Jusqu’à ce montant, votre employeur paie tout le prix de leasing.',
  'policy.maxContribution': 'Contribution personnelle maximale au-dessus de la norme',
  'policy.maxContribution.none': 'Pas de maximum',
  'policy.fixedContribution': 'Contribution personnelle fixe, quelle que soit la voiture',
  'policy.budget': 'Budget mobilité',
  'policy.limits.heading': 'Ce qui limite votre choix',
  'policy.limits.none':
    'Rien ne limite votre choix : vous pouvez commander n’importe quelle voiture.',
  'policy.limit.norm':
    'Jusqu’à votre norme de {amount}, vous ne payez aucune contribution personnelle.',
  'policy.limit.norm.link':
    '{count, plural, one {# voiture} other {# voitures}} dans votre norme, sans contribution personnelle',
  'policy.limit.norm.linkUncounted': 'Voitures dans votre norme, sans contribution personnelle',
  'policy.limit.orderable':
    'Une voiture dont la contribution personnelle dépasse la norme de plus de {amount} ne peut pas être commandée.',
  'policy.limit.orderable.link':
    '{count, plural, one {# voiture} other {# voitures}} que vous pouvez commander',
  'policy.limit.orderable.linkUncounted': 'Voitures que vous pouvez commander',
  'policy.limit.plugIn':
    'Seules les voitures rechargeables peuvent être commandées : électriques ou hybrides rechargeables.',
  'policy.limit.plugIn.link':
    '{count, plural, one {# voiture rechargeable} other {# voitures rechargeables}}',
  'policy.limit.plugIn.linkUncounted': 'Voitures rechargeables',
  'policy.limit.fuelLabel':
    'Seules les voitures avec l’étiquette énergie {label} ou meilleure peuvent être commandées.',
  'policy.limit.fuelLabel.link':
    '{count, plural, one {# voiture} other {# voitures}} avec l’étiquette {label} ou meilleure',
  'policy.limit.fuelLabel.linkUncounted': 'Voitures avec l’étiquette {label} ou meilleure',
  'policy.included.heading': 'Ce que comprend le leasing',
  'policy.included.fuelCard': 'Carte carburant',
  'policy.included.chargingCard': 'Carte de recharge',
  'policy.included.insurance': 'Assurance',
  'policy.included.replacementVehicle': 'Véhicule de remplacement',
  'policy.included.yes': 'Compris',
  'policy.included.no': 'Non compris',
  'policy.scheme.heading': 'Avec chaque voiture, par {scheme}',
  'policy.scheme.headingUnnamed': 'Avec chaque voiture, par votre régime',
  'policy.scheme.removable': '(vous pouvez le désactiver dans le configurateur)',
  'policy.prices.heading': 'Sur quelle base vos prix sont calculés',
  'policy.prices.term': 'Durée et kilométrage',
  'policy.prices.termValue': '{months} mois, {km} km par an',
  'policy.prices.termNote':
    'Jusqu’à ce que vous choisissiez une autre durée ou un autre kilométrage pour une voiture dans le configurateur.',
  'policy.prices.tax': 'Tranche d’imposition',
  'policy.prices.use': 'Usage',
  'policy.prices.businessOnly': 'Usage professionnel uniquement : pas d’avantage imposable',
  'policy.prices.private': 'Usage privé aussi : un avantage imposable s’applique',
  'policy.prices.settingsLink':
    'Modifier votre tranche d’imposition ou votre usage dans les paramètres',
  'policy.normTotal': 'Norme pour le leasing et l’énergie ensemble',
  'policy.normTotal.note':
    'Jusqu’à ce montant mensuel pour le leasing et l’énergie ensemble, votre employeur paie tout.',
  'policy.limit.normTotal':
    'Jusqu’à votre norme de {amount} pour le leasing et l’énergie ensemble, vous ne payez aucune contribution personnelle.',
  'policy.energy.heading': 'Prix de l’énergie',
  'policy.energy.note':
    'L’énergie mensuelle d’une voiture est sa consommation WLTP à votre kilométrage multipliée par ces prix.',
  'policy.energy.electricity': 'Électricité',
  'policy.energy.petrol': 'Essence',
  'policy.energy.diesel': 'Diesel',
  'policy.energy.lpg': 'GPL',
  'policy.energy.naturalGas': 'Gaz naturel',
  'policy.energy.hydrogen': 'Hydrogène',
  'policy.energy.perKwh': '{price} par kWh',
  'policy.energy.perLitre': '{price} par litre',
  'policy.energy.perKg': '{price} par kg',
} as const satisfies Record<PolicyMessageId, string>;
