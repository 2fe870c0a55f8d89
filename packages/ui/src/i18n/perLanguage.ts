import type { IntlShape } from 'react-intl';

/**
 * A cache of values worked out once per language (per IntlProvider's `intl`) and key: texts that
 * a page shows dozens of times, where formatting an ICU message each time would cost more than
 * the rest of the render. Forgotten with the `intl` it belongs to.
 */
export function perLanguage<Key, Value>(): (
  intl: IntlShape,
  key: Key,
  compute: () => Value,
) => Value {
  const caches = new WeakMap<IntlShape, Map<Key, Value>>();
  return (intl, key, compute) => {
    let cache = caches.get(intl);
    if (!cache) {
      cache = new Map();
      caches.set(intl, cache);
    }
    if (cache.has(key)) return cache.get(key) as Value;
    const value = compute();
    cache.set(key, value);
    return value;
  };
}
