import { metricsEndpoint, requestContext, type Probes, type ProcessMetrics } from '@vigia/telemetry';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { isDatabaseUnavailable, UNAVAILABLE } from '../db/unavailable.js';
import { AppError } from '../lib/errors.js';
import type { SecuritySignals } from '../observability/security-signals.js';
import type { ScanEventHub } from '../scans/scan-events.js';
import type { Services } from '../services.js';
import { createAuthenticator } from './authenticate.js';
import type { OperationSpec } from './contract.js';
import type { CookiePolicy } from './cookies.js';
import { createMount } from './operation.js';
import { blockedAddressesForProxies } from './internal.js';
import { adminRoutes } from './routes/admin.routes.js';
import { artifactsRoutes } from './routes/artifacts.routes.js';
import { authRoutes } from './routes/auth.routes.js';
import { oidcRoutes } from './routes/oidc.routes.js';
import { secondFactorRoutes } from './routes/second-factor.routes.js';
import { ciRoutes } from './routes/ci.routes.js';
import { complianceRoutes } from './routes/compliance.routes.js';
import { exportsRoutes } from './routes/exports.routes.js';
import { findingsRoutes, triageRoutes } from './routes/findings.routes.js';
import { observabilityRoutes } from './routes/observability.routes.js';
import { projectsRoutes } from './routes/projects.routes.js';
import { scansRoutes } from './routes/scans.routes.js';
import { StreamOpenings } from './stream-openings.js';
import { securityRoutes } from './routes/security.routes.js';
import { webhooksRoutes } from './routes/webhooks.routes.js';
import { tenantsRoutes } from './routes/tenants.routes.js';
import { usageRoutes } from './routes/usage.routes.js';

function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = { method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10, ip: req.ip };
      if (res.statusCode >= 500) logger.error(entry, 'request failed');
      else logger.info(entry, 'request');
    });
    next();
  };
}

const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ code: 'NOT_FOUND', message: 'Recurso não encontrado' });
};

function errorHandler(logger: Logger, signals: SecuritySignals): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof AppError) {
      if (error.headers) res.set(error.headers);
      if (error.status >= 500) logger.error({ err: error, url: req.originalUrl }, error.message);
      const send = () => {
        res.status(error.status).json({ code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) });
      };
      // Refusals (401, 403, 429, invalid links) are counted, and may raise an alert, before the answer.
      signals
        .record({ status: error.status, code: error.code, path: req.path, ip: req.ip })
        .catch((failure: unknown) => logger.warn({ err: failure }, 'could not count a refused request'))
        .finally(send);
      return;
    }
    // body-parser errors carry a type and a 4xx status.
    const parserError = error as { type?: string; status?: number };
    if (parserError.type === 'entity.parse.failed') {
      res.status(422).json({ code: 'VALIDATION_ERROR', message: 'Dados inválidos: body não é um JSON válido', field: 'body' });
      return;
    }
    if (parserError.type === 'entity.too.large') {
      res.status(413).json({ code: 'PAYLOAD_TOO_LARGE', message: 'Dados inválidos: body excede o tamanho máximo' });
      return;
    }
    if (typeof parserError.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
      res.status(parserError.status).json({ code: 'BAD_REQUEST', message: 'Requisição inválida' });
      return;
    }
    if (isDatabaseUnavailable(error)) {
      logger.error({ err: error, method: req.method, url: req.originalUrl }, 'database unavailable');
      res.status(503).set('Retry-After', '5').json(UNAVAILABLE);
      return;
    }
    logger.error({ err: error, method: req.method, url: req.originalUrl }, 'unhandled error');
    res.status(500).json({ code: 'INTERNAL_ERROR', message: 'Erro interno do servidor' });
  };
}

/** The express app: /auth/* and /api/v1/* exactly as the contract declares them, JSON errors everywhere. */
export function buildHttpApp(deps: {
  config: Config;
  logger: Logger;
  services: Services;
  operations: Map<string, OperationSpec>;
  events: ScanEventHub;
  metrics: ProcessMetrics;
  probes: Probes;
  streamOpenings?: StreamOpenings;
}): Express {
  const { config, logger, services } = deps;
  const streamOpenings = deps.streamOpenings ?? new StreamOpenings();
  const cookies: CookiePolicy = { secure: config.publicUrl.startsWith('https:') };
  const app = express();
  app.disable('x-powered-by');
  // Every answer is no-store (below), so no client revalidates one: an ETag would only cost a SHA-1 of
  // each body (0.3 ms of a dashboard page's 5.8 ms of CPU here, bench/load.mjs --profile).
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  // Orchestrator probes first: nothing (address guard, logs, metrics) stands in their way.
  app.use(deps.probes.middleware);
  app.use(requestContext());
  app.use(deps.metrics.httpTimer);
  app.use(services.requests.middleware());
  app.get('/metrics', metricsEndpoint(deps.metrics.registry, config.metricsAllowFrom));
  app.use(requestLogger(logger));
  app.use(services.addressGuard.middleware());
  app.get('/internal/blocked-addresses', blockedAddressesForProxies(services.addressGuard));
  app.use((_req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
    next();
  });
  app.use(express.json({ limit: '1mb' }));
  // Before authentication: a storm of stream openings waits here instead of taking the whole pool.
  app.get('/api/v1/dashboard/scan/:scanId/status/stream', streamOpenings.middleware());

  const router = express.Router();
  const authenticate = createAuthenticator({ auth: services.auth, tokens: services.tokens, cookies });
  const { mount, unmounted } = createMount(router, { operations: deps.operations, authenticate, logger });
  authRoutes(mount, services, cookies);
  secondFactorRoutes(mount, services);
  oidcRoutes(mount, services, cookies);
  tenantsRoutes(mount, services);
  projectsRoutes(mount, services);
  usageRoutes(mount, services);
  scansRoutes(mount, services, { events: deps.events, heartbeatSeconds: config.scans.sseHeartbeatSeconds });
  findingsRoutes(mount, services);
  triageRoutes(mount, services);
  exportsRoutes(mount, services);
  complianceRoutes(mount, services);
  observabilityRoutes(mount, services);
  artifactsRoutes(mount, services);
  adminRoutes(mount, services);
  securityRoutes(mount, services);
  webhooksRoutes(mount, services);
  ciRoutes(mount, services);
  const missing = unmounted();
  if (missing.length > 0) throw new Error(`Contract operations without a route: ${missing.join(', ')}`);

  app.use(router);
  app.use(notFound);
  app.use(errorHandler(logger, services.signals));
  return app;
}
