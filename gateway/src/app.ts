import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAppServer, createProcessMetrics, drainHttpServer, metricsEndpoint, Probes, requestContext } from '@vigia/telemetry';
import express, { type ErrorRequestHandler, type Express } from 'express';
import { resolveConfig, type GatewayConfig } from './config.js';
import { createWhoamiClient } from './control-plane/whoami.js';
import { adminOnlySchemaAccess } from './graphql/admin-only.js';
import { createGatewayMesh } from './graphql/mesh.js';
import { forwardedFor } from './http/client-address.js';
import { blockedAddressGuard } from './http/blocked-addresses.js';
import { countEventStreams } from './http/event-streams.js';
import { streamAdmission } from './http/stream-admission.js';
import { healthz } from './http/healthz.js';
import { createControlPlaneProxy } from './http/proxy.js';
import { securityHeaders } from './http/security-headers.js';
import { staticWeb } from './http/static-web.js';
import { logger } from './logger.js';

export interface Gateway {
  app: Express;
  config: GatewayConfig;
  /** Starts listening; port 0 picks a free port. Resolves with the bound address. */
  listen(port: number, host?: string): Promise<AddressInfo>;
  /** Stops the HTTP server (if listening) and the mesh. */
  close(): Promise<void>;
}

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Recurso não encontrado' };
const BAD_REQUEST = { code: 'BAD_REQUEST', message: 'Requisição inválida' };

const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const status = (error as { status?: unknown }).status;
  if (status === 413) {
    res.status(413).json({ code: 'PAYLOAD_TOO_LARGE', message: 'Requisição muito grande' });
  } else if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json(BAD_REQUEST);
  } else {
    logger.error({ err: error }, 'unhandled error');
    res.status(500).json({ code: 'INTERNAL', message: 'Erro interno do servidor' });
  }
};

/**
 * The multipart envelope around the file (boundaries, part headers, the small fields): the
 * control plane gives the same slack over SCAN_UPLOAD_MAX_BYTES, which limits the file itself.
 */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

/** 104857600 → "100 MB", 65536 → "64 KB" (as the control plane words its own 413). */
function formatBytes(bytes: number): string {
  const units: Array<[number, string]> = [[1024 * 1024, 'MB'], [1024, 'KB']];
  for (const [size, unit] of units) {
    if (bytes >= size) {
      const value = bytes / size;
      return `${Number.isInteger(value) ? value : value.toFixed(1).replace('.', ',')} ${unit}`;
    }
  }
  return `${bytes} bytes`;
}

/** 17 fields × 4000 characters × up to 4 bytes in UTF-8, plus the JSON around them. */
const ANPD_FILL_MAX_BYTES = 17 * 4000 * 4 + 16 * 1024;
/** A CI template request: a handful of ids and enums. */
const CI_GENERATE_MAX_BYTES = 16 * 1024;

/** The query string of the request as it came ('' or '?…'). */
function queryOf(req: { originalUrl: string }): string {
  const index = req.originalUrl.indexOf('?');
  return index === -1 ? '' : req.originalUrl.slice(index);
}

/** /api/v1/compliance/<projectId>/<scanId>/<rest>, the ids encoded (the control plane validates them). */
function complianceScanPath(params: Record<string, string>, rest: string): string {
  return `/api/v1/compliance/${encodeURIComponent(params.projectId ?? '')}/${encodeURIComponent(params.scanId ?? '')}/${rest}`;
}

/** Builds the gateway: express + the built Mesh at /graphql + the web app. */
export async function createGateway(partial: Partial<GatewayConfig> = {}): Promise<Gateway> {
  const config = resolveConfig(partial);
  // Ready once listening, until close() starts; close() also ends open subscriptions with a last error.
  const probes = new Probes();
  const shutdown = new AbortController();
  const whoami = createWhoamiClient(config.controlPlaneUrl, config.adminCheckTtlMs);
  const graphql = await createGatewayMesh({
    controlPlaneUrl: config.controlPlaneUrl,
    onInternalError: (error) => logger.error({ err: error.originalError ?? error }, `internal GraphQL error: ${error.message}`),
    onStreamError: (error) => logger.error({ err: error }, 'event stream error'),
    shutdown: shutdown.signal,
  });
  const proxyToControlPlane = createControlPlaneProxy({
    controlPlaneUrl: config.controlPlaneUrl,
    onError: (error) => logger.error({ err: error }, 'proxy error'),
  });

  const blocked = blockedAddressGuard({ controlPlaneUrl: config.controlPlaneUrl, logger });
  // The control plane may still be starting: the first refresh on the timer will catch up.
  await blocked.refresh().catch((error: unknown) => logger.warn({ err: error }, 'blocked addresses: first read failed'));

  const app = express();
  app.disable('x-powered-by');
  // Who the client is (blocked addresses): the TCP peer, or X-Forwarded-For from a proxy we trust (TRUST_PROXY).
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');
  // Orchestrator probes first: nothing (blocked addresses, logs, metrics) stands in their way.
  app.use(probes.middleware);
  app.use(requestContext());
  const metrics = createProcessMetrics('gateway');
  const openStreams = countEventStreams();
  metrics.gauge('vigia_sse_connections', 'Assinaturas GraphQL (SSE) abertas neste gateway.', () => openStreams.count);
  app.use(metrics.httpTimer);
  app.get('/metrics', metricsEndpoint(metrics.registry, config.metricsAllowFrom));
  app.use(blocked.middleware);
  app.use(securityHeaders());

  app.get('/healthz', healthz(config.controlPlaneUrl));

  // The body is read here (with the size limit) and handed to Yoga as it came.
  const rawBody = express.raw({ type: () => true, limit: config.bodyLimitBytes });
  // Yoga as a Node listener; the third argument joins the GraphQL context (forwardedFor: the
  // caller's address, src/control-plane/caller-headers.ts), next to req/res.
  const meshListener = graphql.handler as unknown as (req: unknown, res: unknown, context: object) => Promise<void>;
  // receivedAt: where the gateway's own time starts (Server-Timing, src/graphql/server-timing.ts).
  const markReceived: express.RequestHandler = (_req, res, next) => {
    res.locals.receivedAt = performance.now();
    next();
  };
  // Yoga takes the body express.raw has read only when it is not empty; for an empty one it would
  // wait on the request stream, which express.raw has already drained, and never answer.
  const refuseEmptyBody: express.RequestHandler = (req, res, next) => {
    if (Buffer.isBuffer(req.body) && req.body.length === 0) res.status(400).json(BAD_REQUEST);
    else next();
  };
  app.all('/graphql', markReceived, openStreams.middleware, streamAdmission(), rawBody, refuseEmptyBody, adminOnlySchemaAccess(whoami), (req, res) => {
    // Tenant data: no browser or proxy keeps an answer, the GET queries of the web app included.
    res.setHeader('Cache-Control', 'no-store');
    // Given express's parsed `req.query`, Yoga's node adapter writes it back into a new URL, param by
    // param: 0.1 ms of every query the web app sends by GET (issue 12). The URL carries it already.
    Object.defineProperty(req, 'query', { value: undefined });
    void meshListener(req, res, {
      forwardedFor: forwardedFor(req),
      receivedAt: res.locals.receivedAt as number,
      schemaAccessGranted: res.locals.schemaAccessGranted === true,
    });
  });

  // Plain HTTP to the control plane, streamed as it comes (src/downloads/README.md): the scan
  // upload of CI and the web app (multipart; GraphQL would buffer it).
  app.post('/api/v1/scans', (req, res) => {
    void proxyToControlPlane(req, res, '/api/v1/scans', {
      maxBodyBytes: config.scanUploadMaxBytes + MULTIPART_ENVELOPE_BYTES,
      tooLargeMessage: `Arquivo excede o limite de ${formatBytes(config.scanUploadMaxBytes)}`,
    });
  });

  // Exports of the latest scan are binary: plain HTTP with the caller's credentials, streamed
  // with the control plane's Content-Length so the browser can show progress.
  for (const path of ['/api/v1/export/latest/pdf', '/api/v1/export/latest/artifacts']) {
    app.get(path, (req, res) => {
      void proxyToControlPlane(req, res, path);
    });
  }
  // The CSV and JSON of the dashboard's filtered findings: the filters travel in the query string
  // (the dashboard's names), the file streams as the control plane writes it (no Content-Length).
  for (const path of ['/api/v1/export/latest/csv', '/api/v1/export/latest/json']) {
    app.get(path, (req, res) => {
      void proxyToControlPlane(req, res, `${path}${queryOf(req)}`);
    });
  }

  // Artifact files: the caller's credentials or a signed URL (exp, kid, sig), with the query
  // string kept as it came; the control plane decides which one authorizes the download.
  app.get('/api/v1/projects/:projectId/artifacts/:artifactId/download', (req, res) => {
    const query = req.originalUrl.indexOf('?');
    const path = `/api/v1/projects/${encodeURIComponent(req.params.projectId)}/artifacts/${encodeURIComponent(req.params.artifactId)}/download`;
    void proxyToControlPlane(req, res, query === -1 ? path : `${path}${req.originalUrl.slice(query)}`);
  });

  // Compliance PDFs, also binary: the compliance report of a scan (GET) and the ANPD draft with
  // the user's values (POST, a small JSON body: 17 fields of at most 4000 characters).
  app.get('/api/v1/compliance/:projectId/:scanId/report/pdf', (req, res) => {
    void proxyToControlPlane(req, res, complianceScanPath(req.params, 'report/pdf'));
  });
  // The action plan as CSV (GET, with Content-Length).
  app.get('/api/v1/compliance/:projectId/:scanId/action-plan/csv', (req, res) => {
    void proxyToControlPlane(req, res, complianceScanPath(req.params, 'action-plan/csv'));
  });
  app.post('/api/v1/compliance/:projectId/:scanId/anpd-template/pdf', (req, res) => {
    void proxyToControlPlane(req, res, complianceScanPath(req.params, 'anpd-template/pdf'), {
      maxBodyBytes: ANPD_FILL_MAX_BYTES,
      tooLargeMessage: 'Dados do formulário excedem o tamanho máximo',
    });
  });

  // The CI generator: the template as a zip (the JSON answer is the GraphQL mutation
  // generateCiTemplate; a small JSON body), and what the generated pipelines call with their RUN_
  // token: the client script, the plain-text gate and the SARIF of a scan.
  app.post('/api/v1/ci/generate', (req, res) => {
    void proxyToControlPlane(req, res, `/api/v1/ci/generate${queryOf(req)}`, { maxBodyBytes: CI_GENERATE_MAX_BYTES, tooLargeMessage: 'Dados inválidos: body excede o tamanho máximo' });
  });
  app.get('/api/v1/ci/client.sh', (req, res) => {
    void proxyToControlPlane(req, res, '/api/v1/ci/client.sh');
  });
  for (const tail of ['gate', 'sarif']) {
    app.get(`/api/v1/scans/:scanId/${tail}`, (req, res) => {
      void proxyToControlPlane(req, res, `/api/v1/scans/${encodeURIComponent(req.params.scanId)}/${tail}${queryOf(req)}`);
    });
  }

  // The admin area's audit log and suppressions as CSV (the lists are the GraphQL queries listAuditLog, listSuppressions).
  for (const list of ['audit', 'suppressions']) {
    app.get(`/api/v1/admin/tenants/:tenantId/${list}/export`, (req, res) => {
      void proxyToControlPlane(req, res, `/api/v1/admin/tenants/${encodeURIComponent(req.params.tenantId)}/${list}/export${queryOf(req)}`);
    });
  }

  // The rest of REST is not proxied: the browser talks GraphQL.
  app.use('/api', (_req, res) => {
    res.status(404).json(NOT_FOUND);
  });
  app.use(staticWeb(config.webDist));
  app.use((_req, res) => {
    res.status(404).json(NOT_FOUND);
  });
  app.use(errorHandler);

  let server: Server | undefined;
  return {
    app,
    config,
    async listen(port, host) {
      const created = createAppServer(app);
      server = host ? created.listen(port, host) : created.listen(port);
      await once(server, 'listening');
      probes.markReady();
      return server.address() as AddressInfo;
    },
    async close() {
      probes.markDraining();
      // Open subscriptions get SERVICE_UNAVAILABLE (the web client reconnects through the balancer);
      // other requests in flight finish within the grace.
      shutdown.abort();
      if (server) {
        await drainHttpServer(server, config.shutdownGraceSeconds * 1000);
        server = undefined;
      }
      whoami.clear();
      blocked.stop();
      await graphql.close();
    },
  };
}
