import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('index.html', () => {
  it('shows a full-screen loading view before the script runs (spec §2)', () => {
    document.documentElement.innerHTML = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const root = document.getElementById('root');
    const status = root?.querySelector('[role="status"]');
    expect(status?.textContent?.trim()).toBe('Carregando...');
    expect(document.querySelector('style')?.textContent).toContain('.boot-loader { min-height: 100vh');
  });
});
