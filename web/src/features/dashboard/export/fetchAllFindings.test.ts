import { describe, expect, it, vi } from 'vitest';
import { fetchAllFindings, ScanChangedError } from './fetchAllFindings';

const page = (n: number, scanId = 's1') => ({ scanId, scanFinishedAt: null, findings: Array.from({ length: n }, (_, i) => ({ i })) });

describe('fetchAllFindings', () => {
  it('asks page after page until a short page', async () => {
    const fetchPage = vi.fn(async (p: number) => page(p < 3 ? 2 : 1));
    const result = await fetchAllFindings(fetchPage, { pageSize: 2 });
    expect(fetchPage.mock.calls).toEqual([[1, 2], [2, 2], [3, 2]]);
    expect(result.findings).toHaveLength(5);
    expect(result.scanId).toBe('s1');
  });

  it('stops on an empty page after full ones', async () => {
    const fetchPage = vi.fn(async (p: number) => page(p === 1 ? 2 : 0));
    expect((await fetchAllFindings(fetchPage, { pageSize: 2 })).findings).toHaveLength(2);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('fails when a new scan replaced the latest one in the middle', async () => {
    const fetchPage = async (p: number) => page(2, p === 1 ? 's1' : 's2');
    await expect(fetchAllFindings(fetchPage, { pageSize: 2 })).rejects.toBeInstanceOf(ScanChangedError);
  });

  it('uses pages of 500 by default', async () => {
    const fetchPage = vi.fn(async () => page(0));
    await fetchAllFindings(fetchPage);
    expect(fetchPage).toHaveBeenCalledWith(1, 500);
  });
});
