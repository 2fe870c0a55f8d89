import type { InterfaceLanguage } from '@lease/api';
import { LoginForm, type LoginRefusal } from '@lease/ui';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import type { LoginResult } from '../api/loginFlow.ts';
import { useLoginFlow } from '../api/useLoginFlow.ts';

export interface LoginPanelProps {
  /** The client code the person logs in under. */
  client: string;
  /** The interface language, passed to the server for its refusal texts. */
  language: InterfaceLanguage;
  /** The client's logins go through the external system (`bOMRMAPI`). */
  external: boolean;
  /** Where to go after an accepted login: home, or the choose page. */
  onDone: (next: 'home' | 'choose') => void;
}

/** The design system's login form, wired to the login of spec point 4. */
export function LoginPanel({ client, language, external, onDone }: LoginPanelProps) {
  const message = usePortalMessage();
  const login = useLoginFlow({ client, language, external, onDone });
  const failure = login.error ? apiErrorMessage(login.error) : null;
  return (
    <LoginForm
      onSubmit={login.submit}
      pending={login.pending}
      refusal={refusalOf(login.result, message('auth.schemeInactive'))}
      errorMessage={failure ? message(failure.id, failure.values) : null}
    />
  );
}

/** What a login form or hand-over page shows for a refused login or an offline scheme. */
export function refusalOf(
  result: LoginResult | undefined,
  inactiveStatus: string,
): LoginRefusal | null {
  if (result?.kind === 'refused') {
    return { status: result.status ?? undefined, description: result.description ?? undefined };
  }
  if (result?.kind === 'inactive') {
    return { status: inactiveStatus, description: result.message ?? undefined };
  }
  return null;
}
