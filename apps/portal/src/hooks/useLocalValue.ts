import { useSyncExternalStore } from 'react';
import type { LocalValue } from '#src/lib/localValue.ts';

/** A value kept in local storage, re-rendering when it changes (here or in another tab). */
export function useLocalValue<T>(value: LocalValue<T>): T | null {
  return useSyncExternalStore(value.subscribe, value.read, () => null);
}
