import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientErrorLogger } from './logger';
import { REDACTED } from '@vigia/redaction';

afterEach(() => {
  vi.useRealTimers();
});

function logger(now: { t: number }) {
  return new ClientErrorLogger({ now: () => now.t });
}

describe('ClientErrorLogger', () => {
  it('keeps at most one identical message per 5 s', () => {
    const clock = { t: 1_000_000 };
    const log = logger(clock);
    log.error('Falhou');
    clock.t += 4_999;
    log.error('Falhou');
    expect(log.pending).toHaveLength(1);
    log.warn('Falhou');
    expect(log.pending).toHaveLength(2);
    clock.t += 1;
    log.error('Falhou');
    expect(log.pending).toHaveLength(3);
  });

  it('keeps at most 50 entries, dropping the oldest', () => {
    const clock = { t: 0 };
    const log = logger(clock);
    for (let i = 0; i < 60; i += 1) log.error(`erro ${i}`);
    expect(log.pending).toHaveLength(50);
    expect(log.pending[0]?.message).toBe('erro 10');
    expect(log.pending[49]?.message).toBe('erro 59');
  });

  it('flushes the queue as one batch and drops a failed batch', async () => {
    const clock = { t: 0 };
    const log = logger(clock);
    const send = vi.fn().mockResolvedValue({});
    log.setSender(send);
    log.error('um', { context: { projectId: 'p1' } });
    log.info('dois');
    await log.flush();
    expect(send).toHaveBeenCalledTimes(1);
    const [entries, options] = send.mock.calls[0] as [Array<Record<string, unknown>>, { keepalive: boolean }];
    expect(entries.map((e) => e.message)).toEqual(['um', 'dois']);
    expect(entries[0]).toMatchObject({ level: 'error', context: { projectId: 'p1' }, timestamp: new Date(0).toISOString() });
    expect(options.keepalive).toBe(false);
    expect(log.pending).toHaveLength(0);

    send.mockRejectedValueOnce(new Error('offline'));
    log.error('três');
    await log.flush({ keepalive: true });
    expect(log.pending).toHaveLength(0);
    await log.flush();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('flushes every 10 s and on page hide once started', async () => {
    vi.useFakeTimers();
    const log = new ClientErrorLogger();
    const send = vi.fn().mockResolvedValue({});
    log.setSender(send);
    const stop = log.start();
    log.error('a');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    log.error('b');
    window.dispatchEvent(new Event('pagehide'));
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[1]).toEqual({ keepalive: true });
    stop();
  });

  it('records window errors and unhandled rejections', () => {
    const log = new ClientErrorLogger();
    const stop = log.start();
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', error: new Error('boom') }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('promessa');
    window.dispatchEvent(rejection);
    stop();
    expect(log.pending.map((e) => e.message)).toEqual(['boom', 'promessa']);
  });

  it('redacts messages, stacks and context before queueing', () => {
    const log = new ClientErrorLogger();
    log.error('Falha para ana.silva@banco.com.br com Bearer abc.def.ghi', {
      stack: 'Error at token=VIEW_p1_supersecret',
      context: { password: 'hunter2', nested: { apiKey: 'k', note: 'ok' }, authorization: 'Bearer x' },
    });
    const entry = log.pending[0];
    expect(entry?.message).toBe('Falha para [EMAIL] com Bearer [REDACTED]');
    expect(entry?.stack).not.toContain('supersecret');
    expect(entry?.context).toEqual({ password: REDACTED, nested: { apiKey: REDACTED, note: 'ok' }, authorization: REDACTED });
  });
});
