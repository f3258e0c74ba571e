import { setTimeout as sleep } from 'node:timers/promises';

export interface Backoff {
  firstMs: number;
  maxMs: number;
}

/** 1 s, 2 s, 4 s … up to 30 s between tries. */
export const START_BACKOFF: Backoff = { firstMs: 1_000, maxMs: 30_000 };

/**
 * The wait before try `attempt + 1`: doubling up to the cap, then "equal jitter" (between half and
 * all of it), so processes refused together do not come back together.
 */
export function backoffDelayMs(attempt: number, backoff: Backoff, random = Math.random): number {
  const ceiling = Math.min(backoff.maxMs, backoff.firstMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/**
 * Calls `run` until it succeeds. A failure that `isRetryable` accepts is reported to `onRetry` with
 * the wait before the next try; any other failure, or `signal` aborting (during a wait, too), ends it
 * by throwing.
 */
export async function retryWithBackoff<T>(
  run: () => Promise<T>,
  options: {
    isRetryable: (error: unknown) => boolean;
    onRetry: (error: unknown, delayMs: number) => void;
    signal: AbortSignal;
    backoff?: Backoff;
  },
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (options.signal.aborted || !options.isRetryable(error)) throw error;
      const delayMs = backoffDelayMs(attempt, options.backoff ?? START_BACKOFF);
      options.onRetry(error, delayMs);
      await sleep(delayMs, undefined, { signal: options.signal });
    }
  }
}
