import { pipeline } from 'node:stream/promises';
import { attachment } from '../../exports/file-names.js';
import type { Services } from '../../services.js';
import type { Mount } from '../operation.js';

export function artifactsRoutes(mount: Mount, services: Services): void {
  mount('listArtifacts', 'required')(async ({ actor, params, query }) => ({
    status: 200,
    body: await services.artifacts.list(actor, params.projectId, query),
  }));

  mount('viewArtifact', 'required')(async ({ actor, params, query }) => ({
    status: 200,
    body: await services.artifacts.view(actor, params.projectId, params.artifactId, query),
  }));

  mount('signArtifact', 'required', { readsOnly: true })(async ({ actor, params }) => ({
    status: 200,
    body: await services.artifacts.sign(actor, params.projectId, params.artifactId),
  }));

  // Plain HTTP: credentials (optional here) or a signed URL; the handler streams the file itself.
  mount('downloadArtifact', 'optional')(async ({ actor, params, query, res }) => {
    const download = await services.artifacts.download(actor, params.projectId, params.artifactId, query);
    res.status(200).set({
      'Content-Type': download.contentType,
      'Content-Length': String(download.size),
      'Content-Disposition': attachment(download.fileName),
      'X-Content-Type-Options': 'nosniff',
    });
    await pipeline(download.stream, res).catch(() => undefined); // a cancelled download is not an error
    return { status: 200, body: undefined as never };
  });
}
