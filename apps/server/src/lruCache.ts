/** A bounded map whose least recently used entries are dropped first. */
export interface LruCache<Value> {
  get(key: string): Value | undefined;
  set(key: string, value: Value): void;
  delete(key: string): void;
}

interface Entry<Value> {
  value: Value;
  /** The cache's clock when the entry last moved to the newest end. */
  touched: number;
}

/**
 * An {@link LruCache} of at most `size` entries. A Map keeps insertion order, so moving an entry
 * to the end on use keeps the oldest first. A hit on an entry still in the newer half is not
 * moved: it is nowhere near being dropped, and a busy cache (the same few answers asked again
 * and again) is spared a delete and an insert per hit. So the order is exact up to the newer
 * half, where it is the order in which entries last arrived there.
 */
export function createLruCache<Value>(size: number): LruCache<Value> {
  const entries = new Map<string, Entry<Value>>();
  let clock = 0;
  const moveToEnd = (key: string, entry: Entry<Value>) => {
    entries.delete(key);
    entry.touched = ++clock;
    entries.set(key, entry);
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (clock - entry.touched >= size / 2) moveToEnd(key, entry);
      return entry.value;
    },
    set(key, value) {
      const entry = entries.get(key);
      if (entry !== undefined) {
        entry.value = value;
        moveToEnd(key, entry);
        return;
      }
      if (entries.size >= size) entries.delete(entries.keys().next().value ?? '');
      entries.set(key, { value, touched: ++clock });
    },
    delete(key) {
      entries.delete(key);
    },
  };
}
