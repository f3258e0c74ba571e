import { describe, expect, it } from 'vitest';
import { backoffDelayMs, retryWithBackoff, START_BACKOFF } from './retry.ts';

describe('backoffDelayMs', () => {
  it('doubles from 1 s to a 30 s cap, each wait between half and all of its step', () => {
    const steps = [1, 2, 4, 8, 16, 30, 30].map((seconds) => seconds * 1000);
    steps.forEach((step, attempt) => {
      expect(backoffDelayMs(attempt, START_BACKOFF, () => 0)).toBe(step / 2);
      expect(backoffDelayMs(attempt, START_BACKOFF, () => 1)).toBe(step);
    });
    expect(backoffDelayMs(60, START_BACKOFF, () => 1)).toBe(30_000);
  });
});

describe('retryWithBackoff', () => {
  const fast = { firstMs: 1, maxMs: 4 };

  it('when a retryable failure passes, reports each one and answers the result', async () => {
    let calls = 0;
    const reported: number[] = [];
    const result = await retryWithBackoff(
      async () => {
        if (++calls < 3) throw new Error('refused');
        return 'open';
      },
      {
        isRetryable: () => true,
        onRetry: (_error, delayMs) => reported.push(delayMs),
        signal: new AbortController().signal,
        backoff: fast,
      },
    );
    expect(result).toBe('open');
    expect(reported).toHaveLength(2);
  });

  it('when the failure is not retryable, throws it at once', async () => {
    const fatal = new Error('bad configuration');
    let calls = 0;
    const options = {
      isRetryable: () => false,
      onRetry: () => {},
      signal: new AbortController().signal,
    };
    await expect(
      retryWithBackoff(async () => ++calls && Promise.reject(fatal), options),
    ).rejects.toBe(fatal);
    expect(calls).toBe(1);
  });

  it('when aborted during a wait, stops waiting and throws', async () => {
    const stopping = new AbortController();
    const run = retryWithBackoff(() => Promise.reject(new Error('refused')), {
      isRetryable: () => true,
      onRetry: () => stopping.abort(),
      signal: stopping.signal,
      backoff: { firstMs: 60_000, maxMs: 60_000 },
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
  });
});
