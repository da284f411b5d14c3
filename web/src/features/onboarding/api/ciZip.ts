import { authenticatedDownload } from '../../../lib/http/authenticatedDownload';
import type { DownloadHooks } from '../../../components/export-progress/useProgressDownload';

export interface CiZipRequest {
  tenantId: string;
  projectId: string;
  platform: string;
  triggers: string[];
  failOn: string;
  tokenId?: string | undefined;
}

/** POST /api/v1/ci/generate?format=zip through the gateway's download proxy (a mutation: CSRF header in session mode). */
export function downloadCiZip(request: CiZipRequest, fallbackName: string, hooks: DownloadHooks): Promise<{ blob: Blob; filename: string }> {
  return authenticatedDownload({
    url: '/api/v1/ci/generate?format=zip',
    method: 'POST',
    body: request,
    accept: 'application/zip',
    fallbackFilename: fallbackName,
    ...hooks,
  });
}
