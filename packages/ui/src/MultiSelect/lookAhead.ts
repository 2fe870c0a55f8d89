/**
 * Searching ahead of the person typing: while they pause between letters, the worker searches
 * what the query would be after each likely next letter, so the next keystroke finds its answer
 * on the page and shows it with the letter itself, in the letter's own frame. A letter that was
 * not searched ahead (pasted text, a rare character, typing faster than the worker) is searched
 * as before; the answers are the same either way, only their timing differs.
 */

/**
 * Lists up to this many options are searched ahead. A look-ahead costs the worker a search per
 * letter (about 40 searches of a millisecond each at 1,000 options on a laptop); beyond this,
 * on a phone, it would rarely be ready before the next letter and would only spend battery.
 */
export const LOOK_AHEAD_MAX_OPTIONS = 2000;

/** At most this many next letters are searched ahead of each query, the most frequent first. */
export const LOOK_AHEAD_MAX_LETTERS = 40;

/**
 * The letters worth searching ahead for a list: those its labels contain (lower-cased, as the
 * search ignores case), the most frequent first, at most `max`. Whitespace is left out: a space
 * typed after a word does not change the matches (see `searchKey`).
 */
export function lookAheadLetters(
  labels: readonly string[],
  max = LOOK_AHEAD_MAX_LETTERS,
): string[] {
  const counts = new Map<string, number>();
  for (const label of labels) {
    for (const letter of label.toLowerCase()) {
      if (/\s/.test(letter)) continue;
      counts.set(letter, (counts.get(letter) ?? 0) + 1);
    }
  }
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, Math.max(0, max))
    .map(([letter]) => letter);
}

/** The queries one more letter would make of `query`. */
export function nextQueries(query: string, letters: readonly string[]): string[] {
  return letters.map((letter) => query + letter);
}
