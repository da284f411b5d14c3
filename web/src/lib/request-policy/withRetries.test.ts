import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRetryDelayScale } from './policy';
import { withRetries } from './withRetries';

beforeEach(() => {
  vi.useFakeTimers();
  setRetryDelayScale(1);
});
afterEach(() => vi.useRealTimers());

const answer = (status: number) => ({ status });
const failureOf = (a: { status: number }) => (a.status >= 400 ? ({ kind: 'status', status: a.status }) as const : null);

/** An attempt that answers from a script, recording when it ran (ms of fake time). */
function scripted(script: Array<number | Error | 'hang'>) {
  const at: number[] = [];
  const start = Date.now();
  let call = 0;
  const attempt = (signal: AbortSignal) => {
    at.push(Date.now() - start);
    const step = script[Math.min(call, script.length - 1)]!;
    call += 1;
    if (step === 'hang') return new Promise<{ status: number }>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    if (step instanceof Error) return Promise.reject(step);
    return Promise.resolve(answer(step));
  };
  return { at, attempt, calls: () => call };
}

describe('withRetries', () => {
  it('retries a GET on 503, 429 and network errors with 1 s, 2 s, 4 s of backoff', async () => {
    const s = scripted([503, 429, new TypeError('Failed to fetch'), 200]);
    const result = withRetries({ method: 'GET', client: 'files', attempt: s.attempt, failureOf });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ status: 200 });
    expect(s.at).toEqual([0, 1000, 3000, 7000]);
  });

  it('hands back the last failed answer after 3 retries and releases the ones retried', async () => {
    const s = scripted([500]);
    const discard = vi.fn();
    const result = withRetries({ method: 'GET', client: 'files', attempt: s.attempt, failureOf, discard });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ status: 500 });
    expect(s.calls()).toBe(4);
    expect(discard).toHaveBeenCalledTimes(3);
  });

  it('does not retry a POST answered 500; retries it once after 1 s on a network error', async () => {
    const answered = scripted([500]);
    const first = withRetries({ method: 'POST', client: 'files', attempt: answered.attempt, failureOf });
    await vi.runAllTimersAsync();
    await expect(first).resolves.toEqual({ status: 500 });
    expect(answered.calls()).toBe(1);

    const offline = scripted([new TypeError('Failed to fetch')]);
    const second = expect(withRetries({ method: 'POST', client: 'files', attempt: offline.attempt, failureOf })).rejects.toThrow('Failed to fetch');
    await vi.runAllTimersAsync();
    await second;
    expect(offline.at).toEqual([0, 1000]);
  });

  it('aborts an attempt after the client timeout (30 s for files), restarting it on each retry', async () => {
    const s = scripted(['hang', 'hang', 200]);
    const result = withRetries({ method: 'GET', client: 'files', attempt: s.attempt, failureOf });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ status: 200 });
    expect(s.at).toEqual([0, 31_000, 63_000]);
  });

  it('fails with a timeout error when every attempt hangs (10 s each for the data API)', async () => {
    const s = scripted(['hang']);
    const result = expect(withRetries({ method: 'GET', client: 'api', attempt: s.attempt, failureOf })).rejects.toThrow('timed out after 10000 ms');
    await vi.runAllTimersAsync();
    await result;
    expect(s.at).toEqual([0, 11_000, 23_000, 37_000]);
  });

  it('a cancel stops the wait and is never retried', async () => {
    const s = scripted([503]);
    const controller = new AbortController();
    const result = expect(withRetries({ method: 'GET', client: 'files', attempt: s.attempt, failureOf, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await vi.runAllTimersAsync();
    await result;
    expect(s.calls()).toBe(1);
  });
});
