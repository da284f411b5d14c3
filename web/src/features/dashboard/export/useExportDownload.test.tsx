import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { EXPORT_AUTO_CLOSE_MS, useExportDownload } from './useExportDownload';

const okResponse = () =>
  new Response(new ReadableStream<Uint8Array>({ start: (c) => { c.enqueue(new Uint8Array(8)); c.close(); } }), {
    headers: { 'Content-Length': '8', 'Content-Disposition': 'attachment; filename="r.pdf"' },
  });

afterEach(() => vi.useRealTimers());

describe('useExportDownload', () => {
  it('saves the file, shows completed and closes by itself after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const save = vi.fn();
    const fetchFn = vi.fn(async () => okResponse());
    const { result } = renderHook(() => useExportDownload({ tenantId: 't1', projectId: 'p1', projectName: 'P', fetchFn: fetchFn as unknown as typeof fetch, save }));
    act(() => result.current.start('pdf'));
    expect(result.current.state.status).toBe('preparing');
    await waitFor(() => expect(result.current.state.status).toBe('completed'));
    expect(save).toHaveBeenCalledWith(expect.any(Blob), 'r.pdf');
    act(() => vi.advanceTimersByTime(EXPORT_AUTO_CLOSE_MS - 100));
    expect(result.current.state.status).toBe('completed');
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.state.status).toBe('idle');
  });

  it('cancel aborts the request: status cancelled, "Export cancelado", nothing saved', async () => {
    const save = vi.fn();
    const fetchFn = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const { result } = renderHook(() => useExportDownload({ tenantId: null, projectId: 'p1', projectName: 'P', fetchFn: fetchFn as unknown as typeof fetch, save }));
    act(() => result.current.start('artifacts'));
    act(() => result.current.cancel());
    await waitFor(() => expect(result.current.state.status).toBe('cancelled'));
    expect(result.current.state.error).toBe('Export cancelado');
    expect(save).not.toHaveBeenCalled();
  });

  it('a network failure gives the network message', async () => {
    const fetchFn = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { result } = renderHook(() => useExportDownload({ tenantId: null, projectId: 'p1', projectName: 'P', fetchFn: fetchFn as unknown as typeof fetch, save: vi.fn() }));
    act(() => result.current.start('pdf'));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.state.error).toBe('Erro de rede: não foi possível conectar ao servidor');
  });
});
