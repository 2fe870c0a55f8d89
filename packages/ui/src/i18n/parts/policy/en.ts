/**
 * English texts of the car-policy page's components. A part of the catalogue of its own: it loads
 * with that page (`loadUiMessagePart`), not with every page as the main catalogue does.
 */
export const policyEn = {
  'policy.category.heading': 'Your category: {category}',
  'policy.category.headingNone': 'Your category',
  'policy.category.none':
    'You have no category of your own: you can look at the cars of every category.',
  'policy.norm': 'Norm lease amount',
  'policy.norm.note': 'Up to this amount your employer pays the whole lease price.',
  'policy.maxContribution': 'Highest own contribution above the norm',
  'policy.maxContribution.none': 'No maximum',
  'policy.fixedContribution': 'Fixed own contribution, whatever the car',
  'policy.budget': 'Mobility budget',
  'policy.limits.heading': 'What limits your choice',
  'policy.limits.none': 'Nothing limits your choice: you can order any car.',
  'policy.limit.norm': 'Up to your norm of {amount} you pay no own contribution.',
  'policy.limit.norm.link':
    '{count, plural, one {# car} other {# cars}} within your norm, without own contribution',
  'policy.limit.norm.linkUncounted': 'Cars within your norm, without own contribution',
  'policy.limit.orderable':
    'A car whose own contribution is more than {amount} above the norm cannot be ordered.',
  'policy.limit.orderable.link': '{count, plural, one {# car} other {# cars}} you can order',
  'policy.limit.orderable.linkUncounted': 'Cars you can order',
  'policy.limit.plugIn': 'Only plug-in cars can be ordered: electric or plug-in hybrid.',
  'policy.limit.plugIn.link': '{count, plural, one {# plug-in car} other {# plug-in cars}}',
  'policy.limit.plugIn.linkUncounted': 'Plug-in cars',
  'policy.limit.fuelLabel': 'Only cars with fuel label {label} or better can be ordered.',
  'policy.limit.fuelLabel.link':
    '{count, plural, one {# car} other {# cars}} with label {label} or better',
  'policy.limit.fuelLabel.linkUncounted': 'Cars with label {label} or better',
  'policy.included.heading': 'What the lease includes',
  'policy.included.fuelCard': 'Fuel card',
  'policy.included.chargingCard': 'Charging card',
  'policy.included.insurance': 'Insurance',
  'policy.included.replacementVehicle': 'Replacement vehicle',
  'policy.included.yes': 'Included',
  'policy.included.no': 'Not included',
  'policy.scheme.heading': 'With every car from {scheme}',
  'policy.scheme.headingUnnamed': 'With every car from your scheme',
  'policy.scheme.removable': '(you can switch it off in the configurator)',
  'policy.prices.heading': 'What your prices are computed with',
  'policy.prices.term': 'Term and mileage',
  'policy.prices.termValue': '{months} months, {km} km a year',
  'policy.prices.termNote':
    'Until you choose another term or mileage for a car in the configurator.',
  'policy.prices.tax': 'Income-tax bracket',
  'policy.prices.use': 'Use',
  'policy.prices.businessOnly': 'Business use only: no taxable benefit',
  'policy.prices.private': 'Private use too: a taxable benefit applies',
  'policy.prices.settingsLink': 'Change your tax bracket or use in the settings',
  'policy.normTotal': 'Norm for lease and energy together',
  'policy.normTotal.note':
    'Up to this amount a month for lease and energy together, your employer pays it all.',
  'policy.limit.normTotal':
    'Up to your norm of {amount} for lease and energy together you pay no own contribution.',
  'policy.energy.heading': 'Energy prices',
  'policy.energy.note':
    'A car’s energy a month is its WLTP consumption at your mileage times these prices.',
  'policy.energy.electricity': 'Electricity',
  'policy.energy.petrol': 'Petrol',
  'policy.energy.diesel': 'Diesel',
  'policy.energy.lpg': 'LPG',
  'policy.energy.naturalGas': 'Natural gas',
  'policy.energy.hydrogen': 'Hydrogen',
  'policy.energy.perKwh': '{price} per kWh',
  'policy.energy.perLitre': '{price} per litre',
  'policy.energy.perKg': '{price} per kg',
} as const;

/** The id of a text of the car-policy part. */
export type PolicyMessageId = keyof typeof policyEn;
