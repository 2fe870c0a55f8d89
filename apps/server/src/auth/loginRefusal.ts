import { DEFAULT_LANGUAGE, type InterfaceLanguage } from '@lease/api/contract';

const REFUSALS: Record<InterfaceLanguage, { cStatus: string; cOpmerking: string }> = {
  nl: {
    cStatus: 'Inloggen mislukt',
    cOpmerking: 'De gebruikersnaam of het wachtwoord is onjuist.',
  },
  en: {
    cStatus: 'Login failed',
    cOpmerking: 'The username or password is incorrect.',
  },
  fr: {
    cStatus: 'Échec de la connexion',
    cOpmerking: "Le nom d'utilisateur ou le mot de passe est incorrect.",
  },
  de: {
    cStatus: 'Anmeldung fehlgeschlagen',
    cOpmerking: 'Der Benutzername oder das Passwort ist falsch.',
  },
};

/**
 * The answer to a login that may not pass. One wording for an unknown client, an unknown user
 * and a wrong password alike, so the answer never tells which usernames exist.
 */
export function loginRefusal(language: InterfaceLanguage = DEFAULT_LANGUAGE) {
  return { bMagDoor: false as const, ...REFUSALS[language] };
}
