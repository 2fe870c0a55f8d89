import type { PortalMessageId } from './en.ts';

export const de = {
  'auth.login.title': 'Anmelden',
  'auth.choose.title': 'Wählen Sie Ihre Regelung',
  'auth.schemeInactive': 'Regelung nicht aktiv',
  'auth.authorize.title': 'Anmeldung läuft',
  'auth.authorize.noToken':
    'Dieser Anmeldelink ist unvollständig. Melden Sie sich mit Benutzername und Passwort an.',
  'auth.authorize.toLogin': 'Zur Anmeldeseite',
  'auth.grantAccess.title': 'Zugang beantragen',
  'service.title': 'Kundenservice',
  'reviews.title': 'Testberichte',
  'service.faq': 'Häufige Fragen',
  'service.contact': 'Kontakt zum Leasing-Service',
  'search.title': 'Fahrzeug finden',
  'search.assumesBracket': 'Die Preise rechnen mit Ihrem Steuersatz von {percentage, number} %.',
  'search.assumesBusinessOnly':
    'Die Preise gehen von rein geschäftlicher Nutzung aus: kein geldwerter Vorteil.',
  'search.filters': 'Filteroptionen',
  'search.openFilters': 'Filtern',
  'search.found': '{count, plural, one {# Fahrzeug gefunden} other {# Fahrzeuge gefunden}}',
  'search.clearFilters': 'Alle Filter löschen',
  'search.showResults': '{count, plural, one {# Ergebnis} other {# Ergebnisse}} anzeigen',
  'types.title': 'Ausführungen',
  'types.intro':
    '{count, plural, one {# Ausführung} other {# Ausführungen}} zur Auswahl. Wählen Sie eine, um sie zu konfigurieren.',
  'types.news': 'Neuigkeiten zum {name}',
  'configurator.title': 'Konfigurieren Sie Ihr Auto',
  'configurator.otherVersions': 'Andere Ausführungen dieses Modells',
  'configurator.summary': 'Ihre Konfiguration',
  'configurator.leasePrice': 'Leasingpreis',
  'configurator.save': 'Diese Konfiguration speichern',
  'configurator.saved': 'Ihre Konfiguration wurde gespeichert.',
  'cart.added.title': 'Warenkorb',
  'message.post.shoppingCart.success': 'Das Fahrzeug wurde Ihrem Warenkorb hinzugefügt.',
  'home.title': 'Startseite',
  'home.intro':
    'Finden Sie hier ein Auto oder Fahrrad, das zu Ihrem Budget passt, konfigurieren und bestellen Sie es.',
  'home.toCalculator': 'Fahrzeug finden',
  'home.toCart': 'Ihr Warenkorb',
  'home.toSettings': 'Steuereinstellungen',
  'home.news': 'Neuigkeiten',
  'settings.title': 'Einstellungen',
  'settings.saved': 'Ihre Einstellungen wurden gespeichert. Die Preise berücksichtigen sie jetzt.',
  'error.notFound.title': 'Seite nicht gefunden',
  'error.title': 'Etwas ist schiefgelaufen',
  'error.network':
    'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'error.invalidResponse':
    'Der Server hat eine unlesbare Antwort gesendet. Versuchen Sie es gleich noch einmal.',
  'error.http':
    'Der Server konnte die Anfrage nicht bearbeiten (Status {status}). Versuchen Sie es später erneut.',
  'error.sessionEnded': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'error.retry': 'Erneut versuchen',
  'error.reload': 'Seite neu laden',
  'error.goHome': 'Zur Startseite',
} as const satisfies Record<PortalMessageId, string>;
