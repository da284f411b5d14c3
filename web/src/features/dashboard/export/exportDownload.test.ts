import { describe, expect, it } from 'vitest';
import { DownloadHttpError } from '../../../lib/http/authenticatedDownload';
import { server } from '../../../test/mocks/server';
import { fileResponse, fileRoute } from '../../../test/mocks/handlers/files';
import { downloadExport, exportErrorMessage } from './exportDownload';

const workspace = { tenantId: 't1', projectId: 'p1', projectName: 'Portal PIX' };

describe('downloadExport', () => {
  it('GETs the latest scan PDF of the workspace, named by the server', async () => {
    const route = fileRoute('get', '/api/v1/export/latest/pdf', () => fileResponse('%PDF', { type: 'application/pdf', filename: 'api-pix.pdf' }));
    server.use(route.handler);
    const { filename } = await downloadExport({ ...workspace, kind: 'pdf' });
    expect(route.requests[0]!.headers).toMatchObject({ 'x-tenant-id': 't1', 'x-project-id': 'p1' });
    expect(filename).toBe('api-pix.pdf');
  });

  it('names the files after the project without Content-Disposition', async () => {
    server.use(
      fileRoute('get', '/api/v1/export/latest/pdf', () => fileResponse('%PDF')).handler,
      fileRoute('get', '/api/v1/export/latest/artifacts', () => fileResponse('PK')).handler,
    );
    expect((await downloadExport({ ...workspace, kind: 'pdf' })).filename).toBe('portal-pix-relatorio.pdf');
    expect((await downloadExport({ ...workspace, projectName: 'API Pix', kind: 'artifacts' })).filename).toBe('api-pix-artefatos.zip');
  });
});

describe('export error messages (spec §8)', () => {
  it.each([
    [new DownloadHttpError(404, null), 'Nenhuma análise encontrada para exportar'],
    [new DownloadHttpError(410, null), 'Scan expirado, não pode ser exportado'],
    [new DownloadHttpError(503, 45), 'Fila de exports cheia. Tente novamente em 45 segundos.'],
    [new DownloadHttpError(503, null), 'Fila de exports cheia. Tente novamente em alguns minutos.'],
    [new DownloadHttpError(500, null), 'Erro ao gerar export'],
    [new DownloadHttpError(403, null), 'Acesso negado. Você não tem permissão para este projeto.'],
    [new TypeError('Failed to fetch'), 'Erro de rede: não foi possível conectar ao servidor'],
    [new DOMException('aborted', 'AbortError'), 'Export cancelado'],
    [new Error('?'), 'Ocorreu um erro durante o export'],
  ])('%s → %s', (error, message) => {
    expect(exportErrorMessage(error)).toBe(message);
  });
});
