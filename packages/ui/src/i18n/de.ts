import type { UiMessageId } from './en.ts';

/** German UI texts. */
export const de = {
  'greeting.morning': 'Guten Morgen',
  'greeting.afternoon': 'Guten Tag',
  'greeting.evening': 'Guten Abend',
  'greeting.morningName': 'Guten Morgen, {name}',
  'greeting.afternoonName': 'Guten Tag, {name}',
  'greeting.eveningName': 'Guten Abend, {name}',
  'login.heading': 'Anmelden',
  'login.username': 'Benutzername',
  'login.password': 'Passwort',
  'login.usernameRequired': 'Geben Sie Ihren Benutzernamen ein.',
  'login.passwordRequired': 'Geben Sie Ihr Passwort ein.',
  'login.submit': 'Anmelden',
  'login.submitting': 'Anmeldung läuft…',
  'login.refusedFallbackTitle': 'Anmeldung fehlgeschlagen',
  'login.errorTitle': 'Etwas ist schiefgelaufen',
  'logo.partOf': 'Teil von {name}',
  'logo.parentScheme': 'Dachregelung',
  'logo.defaultName': 'Leasingportal',
  'layout.skipToContent': 'Zum Hauptinhalt springen',
  'logo.home': '{name} Startseite',
  'error.notFound': 'Seite nicht gefunden',
  'error.notFoundPath': 'Seite nicht gefunden: {path}',
  'error.notFoundDescription': 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
  'error.internal': 'Interner Serverfehler',
  'error.internalDescription':
    'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es später erneut.',
  'error.statusCode': 'Fehler {status}',
  'price.perMonth': '{price} pro Monat',
  'price.perYear': '{price} pro Jahr',
} as const satisfies Record<UiMessageId, string>;
