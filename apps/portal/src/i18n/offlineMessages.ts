import type { InterfaceLanguage } from '@lease/api';

/**
 * The few texts the page needs when its language's catalogue could not be loaded (the network
 * dropped, or a deployment removed the file): the loading label and the error page that offers a
 * reload. They ship with the app; a test keeps them equal to the catalogues.
 */
export const offlineMessages: Record<InterfaceLanguage, Record<string, string>> = {
  nl: {
    'pageProgress.label': 'Bezig met laden…',
    'error.internal': 'Interne serverfout',
    'error.internalDescription': 'Er ging bij ons iets mis. Probeer het later opnieuw.',
    'error.statusCode': 'Fout {status}',
    'error.reload': 'Pagina opnieuw laden',
  },
  en: {
    'pageProgress.label': 'Loading…',
    'error.internal': 'Internal Server Error',
    'error.internalDescription': 'Something went wrong on our side. Please try again later.',
    'error.statusCode': 'Error {status}',
    'error.reload': 'Reload the page',
  },
  fr: {
    'pageProgress.label': 'Chargement…',
    'error.internal': 'Erreur interne du serveur',
    'error.internalDescription': 'Un problème est survenu de notre côté. Réessayez plus tard.',
    'error.statusCode': 'Erreur {status}',
    'error.reload': 'Recharger la page',
  },
  de: {
    'pageProgress.label': 'Wird geladen…',
    'error.internal': 'Interner Serverfehler',
    'error.internalDescription':
      'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es später erneut.',
    'error.statusCode': 'Fehler {status}',
    'error.reload': 'Seite neu laden',
  },
};
