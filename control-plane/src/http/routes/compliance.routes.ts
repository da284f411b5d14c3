import { attachment } from '../../exports/file-names.js';
import type { Services } from '../../services.js';
import type { Mount } from '../operation.js';

/** The compliance trend, the ANPD draft (JSON) and the two compliance PDFs (binary, with Content-Length). */
export function complianceRoutes(mount: Mount, services: Services): void {
  mount('complianceTrend', 'required')(async ({ actor, headers, params, query }) => ({
    status: 200,
    body: await services.compliance.trend(actor, headers['X-Tenant-ID'], params.projectId, query.limit),
  }));

  mount('anpdTemplate', 'required', { readsOnly: true })(async ({ actor, headers, params }) => ({
    status: 200,
    body: await services.compliance.anpdTemplate(actor, headers['X-Tenant-ID'], params.projectId, params.scanId),
  }));

  mount('anpdTemplatePdf', 'required', { readsOnly: true })(async ({ actor, headers, params, body, res }) => {
    const pdf = await services.compliance.anpdTemplatePdf(actor, headers['X-Tenant-ID'], params.projectId, params.scanId, body.fields);
    res.status(200).set({ 'Content-Type': 'application/pdf', 'Content-Length': String(pdf.body.length), 'Content-Disposition': attachment(pdf.fileName) });
    res.end(pdf.body);
    return { status: 200, body: undefined as never };
  });

  mount('complianceReportPdf', 'required')(async ({ actor, headers, params, res }) => {
    const pdf = await services.compliance.reportPdf(actor, headers['X-Tenant-ID'], params.projectId, params.scanId);
    res.status(200).set({ 'Content-Type': 'application/pdf', 'Content-Length': String(pdf.body.length), 'Content-Disposition': attachment(pdf.fileName) });
    res.end(pdf.body);
    return { status: 200, body: undefined as never };
  });
}
