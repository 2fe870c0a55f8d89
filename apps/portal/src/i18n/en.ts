/** The portal's own texts in English; the other languages must have exactly these ids. */
export const en = {
  'auth.login.title': 'Log in',
  'auth.choose.title': 'Choose your arrangement',
  'auth.schemeInactive': 'Scheme not active',
  'auth.authorize.title': 'Signing you in',
  'auth.authorize.noToken':
    'This sign-in link is incomplete. Log in with your username and password instead.',
  'auth.authorize.toLogin': 'Go to the login page',
  'auth.grantAccess.title': 'Request access',
  'service.title': 'Service',
  'reviews.title': 'Reviews',
  'service.faq': 'Frequently asked questions',
  'service.contact': 'Contact the lease desk',
  'search.title': 'Find a vehicle',
  'search.assumesBracket': 'Prices assume your tax bracket of {percentage, number}%.',
  'search.assumesBusinessOnly': 'Prices assume business use only: no bijtelling.',
  'search.filters': 'Filters',
  'search.openFilters': 'Filters',
  'search.found': '{count, plural, one {# vehicle found} other {# vehicles found}}',
  'search.clearFilters': 'Clear all filters',
  'search.showResults': 'Show {count, plural, one {# result} other {# results}}',
  'home.title': 'Home',
  'home.intro': 'Find a car or bike that fits your budget, configure it and order it here.',
  'home.toCalculator': 'Find a vehicle',
  'home.toCart': 'Your cart',
  'home.toSettings': 'Tax settings',
  'home.news': 'News',
  'settings.title': 'Settings',
  'settings.saved': 'Your settings have been saved. Prices now use them.',
  'error.notFound.title': 'Page not found',
  'error.title': 'Something went wrong',
  'error.network': 'We could not reach the server. Check your connection and try again.',
  'error.invalidResponse':
    'The server sent an answer we could not read. Please try again in a moment.',
  'error.http':
    'The server could not handle the request (status {status}). Please try again later.',
  'error.sessionEnded': 'Your session has ended. Please log in again.',
  'error.retry': 'Try again',
  'error.reload': 'Reload the page',
  'error.goHome': 'Go to the start page',
} as const;

export type PortalMessageId = keyof typeof en;
