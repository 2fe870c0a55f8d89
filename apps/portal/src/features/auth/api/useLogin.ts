import { useCheckLoginMutation, type InterfaceLanguage } from '@lease/api';
import { useCallback } from 'react';
import { useAppDeps } from '#src/lib/appDeps.tsx';
import { sessionFromLogin } from '../sessionFromLogin.ts';

export interface LoginCredentials {
  username: string;
  password: string;
}

export interface UseLoginOptions {
  /** The client code of the route the person logs in under. */
  client: string;
  /** Sent along so the server words a refusal in the person's language. */
  language: InterfaceLanguage;
  /** Called once the session is stored; the route decides where to go. */
  onLoggedIn: () => void;
}

/**
 * Logs in (spec point 4): a refusal clears local storage and leaves the reason in `refusal`;
 * an accepted login stores level, client and token before `onLoggedIn` runs.
 */
export function useLogin({ client, language, onLoggedIn }: UseLoginOptions) {
  const { gateway, sessionStore } = useAppDeps();
  const mutation = useCheckLoginMutation(gateway);
  const { mutate } = mutation;

  const submit = useCallback(
    ({ username, password }: LoginCredentials) => {
      mutate(
        { cClient: client, cGebruikersnaam: username, cWachtwoord: password, cTaal: language },
        {
          onSuccess: (response) => {
            if (!response.bMagDoor) {
              sessionStore.clear();
              return;
            }
            sessionStore.save(sessionFromLogin(response, client));
            onLoggedIn();
          },
        },
      );
    },
    [mutate, sessionStore, client, language, onLoggedIn],
  );

  const refused = mutation.data?.bMagDoor === false ? mutation.data : null;
  return {
    submit,
    pending: mutation.isPending,
    /** The server's reason and description when it refused the login. */
    refusal: refused
      ? { status: refused.cStatus ?? undefined, description: refused.cOpmerking ?? undefined }
      : null,
    /** The failure of the call itself (network, server error, unreadable answer). */
    error: mutation.error,
  };
}
