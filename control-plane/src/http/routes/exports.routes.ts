import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { attachment } from '../../exports/file-names.js';
import type { Services } from '../../services.js';
import { contextOf } from '../../projects/project-context.js';
import type { Mount } from '../operation.js';

/**
 * Binary downloads: the handler writes the response itself, always with Content-Length so the
 * browser can show progress (the mount skips its JSON reply once headers are sent).
 */
export function exportsRoutes(mount: Mount, services: Services): void {
  mount('exportLatestPdf', 'required')(async ({ actor, headers, res }) => {
    const pdf = await services.exports.pdf(actor, contextOf(headers));
    res.status(200).set({
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.body.length),
      'Content-Disposition': attachment(pdf.fileName),
    });
    res.end(pdf.body);
    return { status: 200, body: undefined as never };
  });

  mount('exportLatestArtifacts', 'required')(async ({ actor, headers, res }) => {
    const zip = await services.exports.artifacts(actor, contextOf(headers));
    try {
      res.status(200).set({
        'Content-Type': 'application/zip',
        'Content-Length': String(zip.size),
        'Content-Disposition': attachment(zip.fileName),
      });
      await pipeline(createReadStream(zip.file), res).catch(() => undefined); // a cancelled download is not an error
    } finally {
      await zip.dispose();
    }
    return { status: 200, body: undefined as never };
  });
}
