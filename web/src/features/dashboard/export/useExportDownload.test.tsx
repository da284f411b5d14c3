import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { server } from '../../../test/mocks/server';
import { fileResponse, fileRoute } from '../../../test/mocks/handlers/files';
import { savedFiles } from '../../../test/browser';
import { EXPORT_AUTO_CLOSE_MS, useExportDownload } from './useExportDownload';

const eightBytes = () => new ReadableStream<Uint8Array>({ start: (c) => { c.enqueue(new Uint8Array(8)); c.close(); } });

afterEach(() => vi.useRealTimers());

describe('useExportDownload', () => {
  it('saves the file, shows completed and closes by itself after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(fileRoute('get', '/api/v1/export/latest/pdf', () => fileResponse(eightBytes(), { filename: 'r.pdf', headers: { 'Content-Length': '8' } })).handler);
    const { result } = renderHook(() => useExportDownload({ tenantId: 't1', projectId: 'p1', projectName: 'P' }));
    act(() => result.current.start('pdf'));
    expect(result.current.state.status).toBe('preparing');
    await waitFor(() => expect(result.current.state.status).toBe('completed'));
    expect(savedFiles()).toEqual([{ name: 'r.pdf', blob: expect.any(Blob) }]);
    act(() => vi.advanceTimersByTime(EXPORT_AUTO_CLOSE_MS - 100));
    expect(result.current.state.status).toBe('completed');
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.state.status).toBe('idle');
  });

  it('cancel aborts the request: status cancelled, "Export cancelado", nothing saved', async () => {
    const route = fileRoute('get', '/api/v1/export/latest/artifacts', async () => {
      await delay('infinite');
      return fileResponse('PK');
    });
    server.use(route.handler);
    const { result } = renderHook(() => useExportDownload({ tenantId: null, projectId: 'p1', projectName: 'P' }));
    act(() => result.current.start('artifacts'));
    await waitFor(() => expect(route.requests).toHaveLength(1));
    act(() => result.current.cancel());
    await waitFor(() => expect(result.current.state.status).toBe('cancelled'));
    expect(result.current.state.error).toBe('Export cancelado');
    expect(savedFiles()).toEqual([]);
  });

  it('a network failure gives the network message', async () => {
    server.use(fileRoute('get', '/api/v1/export/latest/pdf', () => HttpResponse.error()).handler);
    const { result } = renderHook(() => useExportDownload({ tenantId: null, projectId: 'p1', projectName: 'P' }));
    act(() => result.current.start('pdf'));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.state.error).toBe('Erro de rede: não foi possível conectar ao servidor');
  });
});
