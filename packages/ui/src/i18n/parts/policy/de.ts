import type { PolicyMessageId } from './en.ts';

/** German texts of the car-policy page's components. */
export const policyDe = {
  'policy.category.heading': 'Ihre Kategorie: {category}',
  'policy.category.headingNone': 'Ihre Kategorie',
  'policy.category.none':
    'Sie haben keine eigene Kategorie: Sie können die Fahrzeuge jeder Kategorie ansehen.',
  'policy.norm': 'Norm-Leasingbetrag',
  'policy.norm.note': 'Bis zu diesem Betrag zahlt Ihr Arbeitgeber die ganze Leasingrate.',
  'policy.maxContribution': 'Höchster Eigenanteil über der Norm',
  'policy.maxContribution.none': 'Kein Höchstbetrag',
  'policy.fixedContribution': 'Fester Eigenanteil, unabhängig vom Fahrzeug',
  'policy.budget': 'Mobilitätsbudget',
  'policy.limits.heading': 'Was Ihre Wahl begrenzt',
  'policy.limits.none': 'Nichts begrenzt Ihre Wahl: Sie können jedes Fahrzeug bestellen.',
  'policy.limit.norm': 'Bis zu Ihrer Norm von {amount} zahlen Sie keinen Eigenanteil.',
  'policy.limit.norm.link':
    '{count, plural, one {# Fahrzeug} other {# Fahrzeuge}} innerhalb Ihrer Norm, ohne Eigenanteil',
  'policy.limit.norm.linkUncounted': 'Fahrzeuge innerhalb Ihrer Norm, ohne Eigenanteil',
  'policy.limit.orderable':
    'Ein Fahrzeug, dessen Eigenanteil mehr als {amount} über der Norm liegt, kann nicht bestellt werden.',
  'policy.limit.orderable.link':
    '{count, plural, one {# Fahrzeug} other {# Fahrzeuge}}, die Sie bestellen können',
  'policy.limit.orderable.linkUncounted': 'Fahrzeuge, die Sie bestellen können',
  'policy.limit.plugIn':
    'Nur Plug-in-Fahrzeuge können bestellt werden: elektrisch oder Plug-in-Hybrid.',
  'policy.limit.plugIn.link':
    '{count, plural, one {# Plug-in-Fahrzeug} other {# Plug-in-Fahrzeuge}}',
  'policy.limit.plugIn.linkUncounted': 'Plug-in-Fahrzeuge',
  'policy.limit.fuelLabel':
    'Nur Fahrzeuge mit Energielabel {label} oder besser können bestellt werden.',
  'policy.limit.fuelLabel.link':
    '{count, plural, one {# Fahrzeug} other {# Fahrzeuge}} mit Label {label} oder besser',
  'policy.limit.fuelLabel.linkUncounted': 'Fahrzeuge mit Label {label} oder besser',
  'policy.included.heading': 'Was im Leasing enthalten ist',
  'policy.included.fuelCard': 'Tankkarte',
  'policy.included.chargingCard': 'Ladekarte',
  'policy.included.insurance': 'Versicherung',
  'policy.included.replacementVehicle': 'Ersatzfahrzeug',
  'policy.included.yes': 'Enthalten',
  'policy.included.no': 'Nicht enthalten',
  'policy.scheme.heading': 'Bei jedem Fahrzeug über {scheme}',
  'policy.scheme.headingUnnamed': 'Bei jedem Fahrzeug über Ihre Regelung',
  'policy.scheme.removable': '(im Konfigurator abwählbar)',
  'policy.prices.heading': 'Womit Ihre Preise berechnet werden',
  'policy.prices.term': 'Laufzeit und Fahrleistung',
  'policy.prices.termValue': '{months} Monate, {km} km pro Jahr',
  'policy.prices.termNote':
    'Bis Sie im Konfigurator eine andere Laufzeit oder Fahrleistung für ein Fahrzeug wählen.',
  'policy.prices.tax': 'Steuersatz',
  'policy.prices.use': 'Nutzung',
  'policy.prices.businessOnly': 'Nur geschäftliche Nutzung: kein geldwerter Vorteil',
  'policy.prices.private': 'Auch private Nutzung: Es fällt ein geldwerter Vorteil an',
  'policy.prices.settingsLink': 'Steuersatz oder Nutzung in den Einstellungen ändern',
  'policy.normTotal': 'Norm für Leasing und Energie zusammen',
  'policy.normTotal.note':
    'Bis zu diesem Monatsbetrag für Leasing und Energie zusammen zahlt Ihr Arbeitgeber alles.',
  'policy.limit.normTotal':
    'Bis zu Ihrer Norm von {amount} für Leasing und Energie zusammen zahlen Sie keinen Eigenanteil.',
  'policy.energy.heading': 'Energiepreise',
  'policy.energy.note':
    'Die Energie eines Fahrzeugs pro Monat ist sein WLTP-Verbrauch bei Ihrer Fahrleistung mal diese Preise.',
  'policy.energy.electricity': 'Strom',
  'policy.energy.petrol': 'Benzin',
  'policy.energy.diesel': 'Diesel',
  'policy.energy.lpg': 'Autogas (LPG)',
  'policy.energy.naturalGas': 'Erdgas',
  'policy.energy.hydrogen': 'Wasserstoff',
  'policy.energy.perKwh': '{price} pro kWh',
  'policy.energy.perLitre': '{price} pro Liter',
  'policy.energy.perKg': '{price} pro kg',
} as const satisfies Record<PolicyMessageId, string>;
