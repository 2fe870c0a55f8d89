/**
 * What the portal keeps of a login (spec point 4, decisions.md "The session on the server"): the
 * token's claims, the user's level, the client, and whether the person had several arrangements
 * to choose from (the multi-schema flag), so the portal can offer to choose again. Container mode
 * is read from the claims. The lease token itself stays on the portal server: `claims` is its
 * header and payload without the signature, which opens nothing at the lease API.
 */
export interface StoredSession {
  claims: string;
  level: number;
  client: string;
  multiSchema?: boolean;
}

type Listener = () => void;

const KEYS = {
  claims: 'claims',
  level: 'level',
  client: 'client',
  multiSchema: 'multiSchema',
} as const;

/** Where the session lives; a function because reading `localStorage` itself can throw. */
export type StorageSource = () => Storage | null;

// Storage can be missing or throw (privacy modes, a full quota); the portal then behaves as
// logged out instead of crashing.
const browserStorage: StorageSource = () => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

function readRaw(storage: StorageSource): {
  claims: string | null;
  level: string | null;
  client: string | null;
  multiSchema: string | null;
} {
  const store = storage();
  try {
    return {
      claims: store?.getItem(KEYS.claims) ?? null,
      level: store?.getItem(KEYS.level) ?? null,
      client: store?.getItem(KEYS.client) ?? null,
      multiSchema: store?.getItem(KEYS.multiSchema) ?? null,
    };
  } catch {
    return { claims: null, level: null, client: null, multiSchema: null };
  }
}

export interface SessionStore {
  /** The stored session, the same object until the stored values change. */
  read(): StoredSession | null;
  /** The stored claims, which name the session to the gateway; null when logged out. */
  getClaims(): string | null;
  save(session: StoredSession): void;
  /** Logout, refusal and session end clear all of local storage, as the spec says (point 4). */
  clear(): void;
  subscribe(listener: Listener): () => void;
}

/**
 * The one object that reads and writes the session in local storage. `read` returns the same
 * object until the stored values change, so React can subscribe with `useSyncExternalStore`.
 * The app makes one at start (`main.tsx`); tests make their own over a storage of their own.
 */
export function createSessionStore(storage: StorageSource = browserStorage): SessionStore {
  const listeners = new Set<Listener>();
  let snapshotKey: string | undefined;
  let snapshot: StoredSession | null = null;

  function notify(): void {
    for (const listener of listeners) listener();
  }

  const store: SessionStore = {
    read(): StoredSession | null {
      const raw = readRaw(storage);
      const key = [raw.claims, raw.level, raw.client, raw.multiSchema].join('\u0000');
      if (key !== snapshotKey) {
        snapshotKey = key;
        const level = Number(raw.level);
        snapshot =
          raw.claims && raw.client
            ? {
                claims: raw.claims,
                client: raw.client,
                level: Number.isFinite(level) ? level : 0,
                multiSchema: raw.multiSchema === 'true',
              }
            : null;
      }
      return snapshot;
    },

    getClaims(): string | null {
      return store.read()?.claims ?? null;
    },

    save(session: StoredSession): void {
      const store = storage();
      try {
        store?.setItem(KEYS.claims, session.claims);
        store?.setItem(KEYS.level, String(session.level));
        store?.setItem(KEYS.client, session.client);
        store?.setItem(KEYS.multiSchema, String(session.multiSchema ?? false));
      } finally {
        notify();
      }
    },

    clear(): void {
      try {
        storage()?.clear();
      } catch {
        // Nothing stored can be read back either, so the user is logged out all the same.
      } finally {
        notify();
      }
    },

    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };

  // Another tab logging in or out changes this tab's session too.
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.storageArea === storage()) notify();
  });
  return store;
}
