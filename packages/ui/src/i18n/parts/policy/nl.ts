import type { PolicyMessageId } from './en.ts';

/** Dutch texts of the car-policy page's components. */
export const policyNl = {
  'policy.category.heading': 'Jouw categorie: {category}',
  'policy.category.headingNone': 'Jouw categorie',
  'policy.category.none':
    'Je hebt geen eigen categorie: je kunt de auto’s van elke categorie bekijken.',
  'policy.norm': 'Normleasebedrag',
  'policy.norm.note': 'Tot dit bedrag betaalt je werkgever de hele leaseprijs.',
  'policy.maxContribution': 'Hoogste eigen bijdrage boven de norm',
  'policy.maxContribution.none': 'Geen maximum',
  'policy.fixedContribution': 'Vaste eigen bijdrage, welke auto je ook kiest',
  'policy.budget': 'Mobiliteitsbudget',
  'policy.limits.heading': 'Wat je keuze beperkt',
  'policy.limits.none': 'Niets beperkt je keuze: je kunt elke auto bestellen.',
  'policy.limit.norm': 'Tot je norm van {amount} betaal je geen eigen bijdrage.',
  'policy.limit.norm.link':
    '{count, plural, one {# auto} other {# auto’s}} binnen je norm, zonder eigen bijdrage',
  'policy.limit.norm.linkUncounted': 'Auto’s binnen je norm, zonder eigen bijdrage',
  'policy.limit.orderable':
    'Een auto waarvan de eigen bijdrage meer dan {amount} boven de norm ligt, kun je niet bestellen.',
  'policy.limit.orderable.link':
    '{count, plural, one {# auto} other {# auto’s}} die je kunt bestellen',
  'policy.limit.orderable.linkUncounted': 'Auto’s die je kunt bestellen',
  'policy.limit.plugIn': 'Je kunt alleen plug-in auto’s bestellen: elektrisch of plug-in hybride.',
  'policy.limit.plugIn.link': '{count, plural, one {# plug-in auto} other {# plug-in auto’s}}',
  'policy.limit.plugIn.linkUncounted': 'Plug-in auto’s',
  'policy.limit.fuelLabel': 'Je kunt alleen auto’s met energielabel {label} of beter bestellen.',
  'policy.limit.fuelLabel.link':
    '{count, plural, one {# auto} other {# auto’s}} met label {label} of beter',
  'policy.limit.fuelLabel.linkUncounted': 'Auto’s met label {label} of beter',
  'policy.included.heading': 'Wat bij de lease inbegrepen is',
  'policy.included.fuelCard': 'Tankpas',
  'policy.included.chargingCard': 'Laadpas',
  'policy.included.insurance': 'Verzekering',
  'policy.included.replacementVehicle': 'Vervangend vervoer',
  'policy.included.yes': 'Inbegrepen',
  'policy.included.no': 'Niet inbegrepen',
  'policy.scheme.heading': 'Bij elke auto vanuit {scheme}',
  'policy.scheme.headingUnnamed': 'Bij elke auto vanuit je regeling',
  'policy.scheme.removable': '(kun je in de configurator uitzetten)',
  'policy.prices.heading': 'Waarmee je prijzen worden berekend',
  'policy.prices.term': 'Looptijd en kilometrage',
  'policy.prices.termValue': '{months} maanden, {km} km per jaar',
  'policy.prices.termNote':
    'Tot je in de configurator een andere looptijd of kilometrage voor een auto kiest.',
  'policy.prices.tax': 'Belastingschijf',
  'policy.prices.use': 'Gebruik',
  'policy.prices.businessOnly': 'Alleen zakelijk gebruik: geen bijtelling',
  'policy.prices.private': 'Ook privégebruik: bijtelling geldt',
  'policy.prices.settingsLink': 'Wijzig je belastingschijf of gebruik bij de instellingen',
  'policy.normTotal': 'Norm voor lease en energie samen',
  'policy.normTotal.note':
    'Tot dit bedrag per maand voor lease en energie samen betaalt je werkgever alles.',
  'policy.limit.normTotal':
    'Tot je norm van {amount} voor lease en energie samen betaal je geen eigen bijdrage.',
  'policy.energy.heading': 'Energieprijzen',
  'policy.energy.note':
    'De energie van een auto per maand is zijn WLTP-verbruik bij jouw kilometrage maal deze prijzen.',
  'policy.energy.electricity': 'Stroom',
  'policy.energy.petrol': 'Benzine',
  'policy.energy.diesel': 'Diesel',
  'policy.energy.lpg': 'LPG',
  'policy.energy.naturalGas': 'Aardgas',
  'policy.energy.hydrogen': 'Waterstof',
  'policy.energy.perKwh': '{price} per kWh',
  'policy.energy.perLitre': '{price} per liter',
  'policy.energy.perKg': '{price} per kg',
} as const satisfies Record<PolicyMessageId, string>;
