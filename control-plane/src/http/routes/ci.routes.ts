import { attachment } from '../../exports/file-names.js';
import type { Services } from '../../services.js';
import type { Mount } from '../operation.js';

/** The CI generator, the client script the pipelines run, and the plain-text gate and SARIF it reads. */
export function ciRoutes(mount: Mount, services: Services): void {
  mount('generateCiTemplate', 'required', { readsOnly: true })(async ({ actor, body, query, request, res }) => {
    const { zipEntries, ...template } = await services.ci.generate(actor, body, request);
    if (query.format !== 'zip') return { status: 200, body: template };
    const zip = await services.ci.zip(zipEntries);
    res.status(200).set({
      'Content-Type': 'application/zip',
      'Content-Length': String(zip.length),
      'Content-Disposition': attachment(template.zipFileName),
    });
    res.end(zip);
    return { status: 200, body: undefined as never };
  });

  mount('ciClientScript', 'public')(async ({ res }) => {
    const script = services.ci.clientScriptText();
    res.status(200).set({
      'Content-Type': 'text/x-shellscript; charset=utf-8',
      'Content-Disposition': 'inline; filename="vigia-ci.sh"',
    });
    res.end(script);
    return { status: 200, body: undefined as never };
  });

  mount('scanGate', 'required')(async ({ actor, params, query, res }) => {
    const text = await services.ci.gate(actor, params.scanId, query.failOn, query.newOnly ?? false);
    res.status(200).type('text/plain; charset=utf-8').end(text);
    return { status: 200, body: undefined as never };
  });

  mount('scanSarif', 'required')(async ({ actor, params, query, res }) => {
    const file = await services.ci.sarif(actor, params.scanId, query.format);
    res.status(200).set({
      'Content-Type': file.contentType,
      'Content-Length': String(file.body.length),
      'Content-Disposition': attachment(file.fileName),
    });
    res.end(file.body);
    return { status: 200, body: undefined as never };
  });
}
