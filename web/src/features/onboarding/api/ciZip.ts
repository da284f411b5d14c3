import { saveBlob } from '../../../lib/http/download';
import { authenticatedDownload } from '../../../lib/http/authenticatedDownload';

export interface CiZipRequest {
  tenantId: string;
  projectId: string;
  platform: string;
  triggers: string[];
  failOn: string;
  tokenId?: string | undefined;
}

/** POST /api/v1/ci/generate?format=zip through the gateway's download proxy (a mutation: CSRF header in session mode), then saves it. */
export async function downloadCiZip(request: CiZipRequest, fallbackName: string): Promise<void> {
  const { blob, filename } = await authenticatedDownload({
    url: '/api/v1/ci/generate?format=zip',
    method: 'POST',
    body: request,
    accept: 'application/zip',
    fallbackFilename: fallbackName,
  });
  saveBlob(blob, filename);
}
