/** The first wait after a failed attempt; each further failure doubles it. */
export const FIRST_RETRY_MS = 30_000;
/** The longest wait between two attempts. */
export const MAX_RETRY_MS = 60 * 60 * 1000;
/**
 * Attempts before a mail is given up and marked failed: 30 s, 1, 2, 4, 8, 16, 32 minutes, then
 * hourly, so the 30th attempt comes about a day after the first. A mail server down for a night
 * loses nothing; a mail that cannot go out in a day is one for a person to look at.
 */
export const MAX_ATTEMPTS = 30;

/**
 * How long to wait after the `attempts`-th failed attempt: 30 s × 2^(attempts − 1), at most an
 * hour, plus up to 10 % at random (`random` in [0, 1)), so mails that failed together (the
 * server was down) do not all come back in the same second.
 */
export function retryDelay(attempts: number, random: number): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
  return Math.round(base * (1 + 0.1 * random));
}
