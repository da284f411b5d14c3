import { describe, expect, it } from 'vitest';
import { nextQuotaNotice, quotaStatus } from './quotaStatus';

describe('quotaStatus', () => {
  it('ok below 80, warning from 80, critical from 95', () => {
    expect(quotaStatus(0)).toBe('ok');
    expect(quotaStatus(79.99)).toBe('ok');
    expect(quotaStatus(80)).toBe('warning');
    expect(quotaStatus(94.9)).toBe('warning');
    expect(quotaStatus(95)).toBe('critical');
    expect(quotaStatus(140)).toBe('critical');
    expect(quotaStatus(undefined)).toBe('ok');
    expect(quotaStatus(Number.NaN)).toBe('ok');
  });
});

describe('nextQuotaNotice', () => {
  it('toasts at 80 and again at 95, and resets below 80', () => {
    let state = nextQuotaNotice('none', 50).state;
    let step = nextQuotaNotice(state, 81);
    expect(step.notify).toBe('warning');
    state = step.state;
    expect(nextQuotaNotice(state, 85).notify).toBeNull();
    step = nextQuotaNotice(state, 96);
    expect(step.notify).toBe('critical');
    state = step.state;
    expect(nextQuotaNotice(state, 99).notify).toBeNull();
    expect(nextQuotaNotice(state, 90)).toEqual({ state: 'critical', notify: null });
    state = nextQuotaNotice(state, 10).state;
    expect(state).toBe('none');
    expect(nextQuotaNotice(state, 97).notify).toBe('critical');
  });
});
