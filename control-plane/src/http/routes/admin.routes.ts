import type { Services } from '../../services.js';
import type { Mount } from '../operation.js';

export function adminRoutes(mount: Mount, services: Services): void {
  mount('listAuditLog', 'required')(async ({ actor, params, query }) => ({
    status: 200,
    body: await services.audit.list(actor, params.tenantId, query),
  }));

  // A file for spreadsheets, written here (the mount skips its JSON reply once headers are sent).
  mount('exportAuditLog', 'required')(async ({ actor, params, query, res }) => {
    const csv = Buffer.from(await services.audit.exportCsv(actor, params.tenantId, query), 'utf8');
    const day = new Date().toISOString().slice(0, 10);
    res.status(200).set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Length': String(csv.length),
      'Content-Disposition': `attachment; filename="auditoria-${day}.csv"`,
    });
    res.end(csv);
    return { status: 200, body: undefined as never };
  });

  mount('listSuppressions', 'required')(async ({ actor, params, query }) => ({
    status: 200,
    body: await services.suppressions.list(actor, params.tenantId, query),
  }));

  mount('exportSuppressions', 'required')(async ({ actor, params, query, res }) => {
    const csv = Buffer.from(await services.suppressions.exportCsv(actor, params.tenantId, query), 'utf8');
    const day = new Date().toISOString().slice(0, 10);
    res.status(200).set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Length': String(csv.length),
      'Content-Disposition': `attachment; filename="supressoes-${day}.csv"`,
    });
    res.end(csv);
    return { status: 200, body: undefined as never };
  });

  mount('rotateSigningKeys', 'session')(async ({ actor, headers, body, request }) => ({
    status: 200,
    body: await services.artifacts.rotateKeys(actor, headers['X-Tenant-ID'], body, request),
  }));
}
