import { useSyncExternalStore } from 'react';
import { useStoredChoices } from '#src/lib/appDeps.tsx';
import type { LocalValue } from '#src/lib/localValue.ts';
import type { StoredChoices } from '#src/lib/storedChoices.ts';

type ChoiceValue<Name extends keyof StoredChoices> =
  StoredChoices[Name] extends LocalValue<infer Value> ? Value : never;

/**
 * One of the driver's remembered choices, re-rendering when it changes. A page the server
 * rendered was rendered with the same choice (its request's cookies), so taking it over reads it
 * too, instead of starting from none and switching.
 */
export function useStoredChoice<Name extends keyof StoredChoices>(
  name: Name,
): ChoiceValue<Name> | null {
  const value = useStoredChoices()[name] as LocalValue<ChoiceValue<Name>>;
  return useSyncExternalStore(value.subscribe, value.read, value.read);
}
