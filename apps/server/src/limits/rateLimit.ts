import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { RequestError } from '../http/RequestError.ts';

/** At most `points` requests per key in `durationSeconds`, counted from the key's first one. */
export interface RateLimitPolicy {
  points: number;
  durationSeconds: number;
}

export interface RateLimit {
  /**
   * Counts one request against the key. Throws a 429 RequestError (with `Retry-After`) when the
   * key has used up its share; `message` and `field` word that answer.
   */
  take(key: string, refusal: { message: string; field?: string }): Promise<void>;
}

/**
 * A fixed-window rate limit kept in this process's memory (rate-limiter-flexible). Memory is
 * enough: the lease API runs as one process, and a restart forgetting the counts gives a caller
 * no more than one fresh window.
 */
export function createRateLimit(policy: RateLimitPolicy): RateLimit {
  const limiter = new RateLimiterMemory({
    points: policy.points,
    duration: policy.durationSeconds,
  });
  return {
    async take(key, refusal) {
      try {
        await limiter.consume(key);
      } catch (outcome) {
        // The library rejects with its result when the limit is reached, with an Error otherwise.
        if (!(outcome instanceof RateLimiterRes)) throw outcome;
        throw new RequestError(refusal.message, {
          status: 429,
          ...(refusal.field ? { field: refusal.field } : {}),
          retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)),
        });
      }
    },
  };
}
