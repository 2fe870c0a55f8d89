import type { z } from 'zod/mini';

/** A value kept in local storage, read back checked, that tells its subscribers when it changes. */
export interface LocalValue<T> {
  read(): T | null;
  write(value: T | null): void;
  subscribe(listener: () => void): () => void;
}

/** What a value is kept in: local or session storage, or the choices' cookies. */
export type KeptArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where a value lives: reading `localStorage` or `sessionStorage` itself can throw. */
export type StorageArea = () => KeptArea | null;

export const localArea: StorageArea = () => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

export const sessionArea: StorageArea = () => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

/**
 * A value kept as JSON (in local storage unless told otherwise) and checked with a schema when
 * read back: storage is input like any other (an old version, another tab, a person with the
 * devtools open), so what does not match reads as nothing.
 * `read` returns the same object until the stored text changes, so React can subscribe to it.
 */
export function localValue<Schema extends z.ZodMiniType>(
  key: string,
  schema: Schema,
  storage: StorageArea = localArea,
): LocalValue<z.output<Schema>> {
  const listeners = new Set<() => void>();
  let lastRaw: string | null | undefined;
  let lastValue: z.output<Schema> | null = null;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  });
  return {
    read() {
      let raw: string | null;
      try {
        raw = storage()?.getItem(key) ?? null;
      } catch {
        raw = null;
      }
      if (raw === lastRaw) return lastValue;
      lastRaw = raw;
      try {
        const parsed = raw === null ? null : schema.safeParse(JSON.parse(raw));
        lastValue = parsed?.success ? parsed.data : null;
      } catch {
        lastValue = null;
      }
      return lastValue;
    },
    write(value) {
      try {
        if (value === null) storage()?.removeItem(key);
        else storage()?.setItem(key, JSON.stringify(value));
      } catch {
        // A full or refused storage only loses the remembered choice, never the page.
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
