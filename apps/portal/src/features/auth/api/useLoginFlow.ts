import type { InterfaceLanguage } from '@lease/api';
import { useMutation } from '@tanstack/react-query';
import { useAppDeps } from '#src/lib/appDeps.tsx';
import { rememberTimeZone } from '#src/lib/timeZoneCookie.ts';
import { loginFlow, type LoginCredentials, type LoginResult } from './loginFlow.ts';

export interface UseLoginFlowOptions {
  /** The client code of the route the person logs in under. */
  client: string;
  /** Sent along so the server words a refusal in the person's language. */
  language: InterfaceLanguage;
  /** The client's logins go through the external system (`bOMRMAPI` of its styling). */
  external: boolean;
  /** Called when the login ended somewhere else than a refusal: home, or the choose page. */
  onDone: (next: 'home' | 'choose') => void;
}

/** The login of spec point 4 as one mutation: its pending state, refusal and failure. */
export function useLoginFlow({ client, language, external, onDone }: UseLoginFlowOptions) {
  const deps = useAppDeps();
  const mutation = useMutation({
    mutationFn: (credentials: LoginCredentials) =>
      loginFlow(deps, { client, language, external }, credentials),
    onSuccess: (result: LoginResult) => {
      if (result.kind !== 'home' && result.kind !== 'choose') return;
      rememberTimeZone();
      onDone(result.kind);
    },
  });
  return {
    submit: mutation.mutate,
    pending: mutation.isPending,
    result: mutation.data,
    /** The failure of a call itself (network, server error, unreadable answer). */
    error: mutation.error,
  };
}
