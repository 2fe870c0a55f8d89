import type { InterfaceLanguage } from '@lease/api';
import { LoginForm } from '@lease/ui';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { useLogin } from '../api/useLogin.ts';

export interface LoginPanelProps {
  /** The client code the person logs in under. */
  client: string;
  /** The interface language, passed to the server for its refusal texts. */
  language: InterfaceLanguage;
  /** Called after an accepted login has been stored. */
  onLoggedIn: () => void;
}

/** The design system's login form, wired to `CheckLogin` and the session store. */
export function LoginPanel({ client, language, onLoggedIn }: LoginPanelProps) {
  const message = usePortalMessage();
  const login = useLogin({ client, language, onLoggedIn });
  const failure = login.error ? apiErrorMessage(login.error) : null;

  return (
    <LoginForm
      onSubmit={login.submit}
      pending={login.pending}
      refusal={login.refusal}
      errorMessage={failure ? message(failure.id, failure.values) : null}
    />
  );
}
