/** A seeded source of pseudo-random numbers with the few helpers the catalog generator needs. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements, in the list's order (all of them when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
}

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator), seeded from one 32-bit integer.
 * `Math.random` cannot be seeded, and the demo catalog must be identical on every start and
 * machine, so ids and prices in bookmarks and tests stay valid.
 */
export function createRandom(seed: number): Random {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first outputs of a freshly seeded sfc32 are poorly mixed; the reference code skips them.
  for (let i = 0; i < 15; i += 1) next();

  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      // Selection sampling (Knuth's algorithm S): one pass, keeps the list's order.
      const chosen: T[] = [];
      let needed = Math.min(count, items.length);
      for (let i = 0; i < items.length && needed > 0; i += 1) {
        if (next() * (items.length - i) < needed) {
          chosen.push(items[i] as T);
          needed -= 1;
        }
      }
      return chosen;
    },
  };
}
