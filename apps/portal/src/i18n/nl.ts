import type { PortalMessageId } from './en.ts';

export const nl = {
  'auth.login.title': 'Inloggen',
  'auth.choose.title': 'Kies je regeling',
  'auth.schemeInactive': 'Regeling niet actief',
  'auth.authorize.title': 'Bezig met inloggen',
  'auth.authorize.noToken':
    'Deze inloglink is niet compleet. Log in met je gebruikersnaam en wachtwoord.',
  'auth.authorize.toLogin': 'Naar de inlogpagina',
  'auth.grantAccess.title': 'Toegang aanvragen',
  'service.title': 'Klantenservice',
  'reviews.title': 'Recensies',
  'service.faq': 'Veelgestelde vragen',
  'service.contact': 'Contact met de leasedesk',
  'search.title': 'Zoek een voertuig',
  'search.assumesBracket': 'De prijzen rekenen met jouw belastingschijf van {percentage, number}%.',
  'search.assumesBusinessOnly': 'De prijzen gaan uit van alleen zakelijk gebruik: geen bijtelling.',
  'search.filters': 'Filteropties',
  'search.openFilters': 'Filteren',
  'search.found': '{count, plural, one {# voertuig gevonden} other {# voertuigen gevonden}}',
  'search.clearFilters': 'Alle filters wissen',
  'search.showResults': 'Toon {count, plural, one {# resultaat} other {# resultaten}}',
  'home.title': 'Start',
  'home.intro': 'Zoek hier een auto of fiets die past bij je budget, stel hem samen en bestel hem.',
  'home.toCalculator': 'Zoek een voertuig',
  'home.toCart': 'Je winkelwagen',
  'home.toSettings': 'Belastinginstellingen',
  'home.news': 'Nieuws',
  'settings.title': 'Instellingen',
  'settings.saved': 'Je instellingen zijn opgeslagen. De prijzen rekenen er nu mee.',
  'error.notFound.title': 'Pagina niet gevonden',
  'error.title': 'Er ging iets mis',
  'error.network':
    'We konden de server niet bereiken. Controleer je verbinding en probeer het opnieuw.',
  'error.invalidResponse':
    'De server gaf een antwoord dat we niet konden lezen. Probeer het over een moment opnieuw.',
  'error.http':
    'De server kon het verzoek niet verwerken (status {status}). Probeer het later opnieuw.',
  'error.sessionEnded': 'Je sessie is verlopen. Log opnieuw in.',
  'error.retry': 'Opnieuw proberen',
  'error.reload': 'Pagina opnieuw laden',
  'error.goHome': 'Naar de startpagina',
} as const satisfies Record<PortalMessageId, string>;
