import type { z } from 'zod';

/**
 * A value kept in local storage as JSON and checked with a schema when read back: storage is
 * input like any other (an old version, another tab, a person with the devtools open), so what
 * does not match reads as nothing. Logout clears local storage, and with it these values.
 */
export function localValue<Schema extends z.ZodType>(key: string, schema: Schema) {
  const storage = (): Storage | null => {
    try {
      return globalThis.localStorage ?? null;
    } catch {
      return null;
    }
  };
  return {
    read(): z.output<Schema> | null {
      try {
        const raw = storage()?.getItem(key);
        if (raw == null) return null;
        const parsed = schema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    write(value: z.input<Schema> | null): void {
      try {
        if (value === null) storage()?.removeItem(key);
        else storage()?.setItem(key, JSON.stringify(value));
      } catch {
        // A full or refused storage only loses the remembered choice, never the page.
      }
    },
  };
}
