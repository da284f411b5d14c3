import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { attachment } from '../../exports/file-names.js';
import type { Services } from '../../services.js';
import { contextOf } from '../../projects/project-context.js';
import type { HandlerInput, Mount } from '../operation.js';
import type { FindingsFormat } from '../../exports/findings-file.js';

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

  // CSV and JSON of the filtered findings: streamed page by page (chunked, no Content-Length).
  const findingsFile = (format: FindingsFormat) =>
    async ({ actor, headers, query, res }: HandlerInput<'exportLatestFindingsCsv' | 'exportLatestFindingsJson', 'required'>) => {
      await services.exports.findings(actor, contextOf(headers), query, format, async (file) => {
        res.status(200).set({ 'Content-Type': file.contentType, 'Content-Disposition': attachment(file.fileName), 'Cache-Control': 'no-store' });
        // A failure half-way cuts the connection (logged by the service): the client sees an
        // incomplete download, not a wrong file; a cancelled download is not an error.
        await pipeline(Readable.from(file.chunks), res).catch(() => undefined);
      });
      return { status: 200 as const, body: undefined as never };
    };
  mount('exportLatestFindingsCsv', 'required')(findingsFile('csv'));
  mount('exportLatestFindingsJson', 'required')(findingsFile('json'));
}
