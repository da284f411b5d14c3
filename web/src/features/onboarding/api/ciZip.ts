import { OperationTypeNode } from 'graphql';
import { credentialHeaders } from '../../../lib/apollo';
import { filenameFromContentDisposition, saveBlob } from '../../../lib/http/download';

export interface CiZipRequest {
  tenantId: string;
  projectId: string;
  platform: string;
  triggers: string[];
  failOn: string;
  tokenId?: string | undefined;
}

export class CiZipError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(`CI zip failed with HTTP ${status}`);
    this.name = 'CiZipError';
  }
}

/** POST /api/v1/ci/generate?format=zip through the gateway's download proxy (a mutation: CSRF header in session mode), then saves it. */
export async function downloadCiZip(request: CiZipRequest, fallbackName: string): Promise<void> {
  const response = await fetch('/api/v1/ci/generate?format=zip', {
    method: 'POST',
    credentials: 'include',
    headers: { ...credentialHeaders(OperationTypeNode.MUTATION), 'Content-Type': 'application/json', Accept: 'application/zip' },
    body: JSON.stringify(request),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new CiZipError(response.status, body?.message ?? null);
  }
  const blob = await response.blob();
  saveBlob(blob, filenameFromContentDisposition(response.headers.get('content-disposition')) ?? fallbackName);
}
