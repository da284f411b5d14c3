import { attachment } from '../../exports/file-names.js';
import type { Services } from '../../services.js';
import type { Mount } from '../operation.js';

/**
 * The compliance trend, the ANPD draft (JSON), the two compliance PDFs (binary, with Content-Length),
 * the action plan (JSON and CSV) and what changed between scans.
 */
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

  mount('complianceActionPlan', 'required')(async ({ actor, headers, params }) => ({
    status: 200,
    body: await services.compliance.actionPlan(actor, headers['X-Tenant-ID'], params.projectId, params.scanId),
  }));

  mount('complianceActionPlanCsv', 'required')(async ({ actor, headers, params, res }) => {
    const csv = await services.compliance.actionPlanCsv(actor, headers['X-Tenant-ID'], params.projectId, params.scanId);
    const body = Buffer.from(csv.body, 'utf8');
    res.status(200).set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Length': String(body.length),
      'Content-Disposition': attachment(csv.fileName),
      'Cache-Control': 'no-store',
    });
    res.end(body);
    return { status: 200, body: undefined as never };
  });

  mount('remediationTrend', 'required')(async ({ actor, headers, params, query }) => ({
    status: 200,
    body: await services.betweenScans.remediation(actor, headers['X-Tenant-ID'], params.projectId, query),
  }));

  mount('compareScans', 'required')(async ({ actor, headers, params, query }) => ({
    status: 200,
    body: await services.betweenScans.compare(actor, headers['X-Tenant-ID'], params.projectId, query),
  }));
}
