import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isTenantAdmin, type WhoamiClient } from '../control-plane/whoami.js';
import { forwardedFor } from '../http/client-address.js';
import { GRAPHIQL_CSP } from '../http/security-headers.js';
import { documentsOfRequest, isIntrospectionDocument } from './introspection.js';

export const ADMIN_ONLY_FORBIDDEN = {
  code: 'FORBIDDEN',
  message: 'Acesso negado. Função necessária: TENANT_ADMIN',
} as const;

/** Yoga renders GraphiQL for a GET that accepts HTML; the same test decides here. */
export function wantsGraphiQL(req: Request): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
}

/**
 * GraphiQL and introspection are for TENANT_ADMIN sessions only: everyone else (anonymous,
 * tokens, other roles) gets 403 before the request reaches Mesh. Ordinary queries pass without
 * a lookup. Runs after the raw body parser (req.body is a Buffer).
 */
export function adminOnlySchemaAccess(whoami: WhoamiClient): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const graphiql = wantsGraphiQL(req);
    const introspection =
      !graphiql &&
      documentsOfRequest(req.method, req.query.query, req.body).some((doc) => isIntrospectionDocument(doc));
    if (!graphiql && !introspection) {
      next();
      return;
    }
    try {
      const outcome = await whoami.lookup({
        cookie: req.headers.cookie,
        forwardedFor: forwardedFor(req),
        userAgent: req.headers['user-agent'],
      });
      if (outcome.kind === 'unavailable') {
        res.status(503).json({ code: 'SERVICE_UNAVAILABLE', message: 'Serviço indisponível. Tente novamente em instantes.' });
        return;
      }
      if (outcome.kind !== 'user' || !isTenantAdmin(outcome.user)) {
        res.status(403).json(ADMIN_ONLY_FORBIDDEN);
        return;
      }
      // GraphiQL inlines its scripts and starts its editor workers from blob: URLs.
      if (graphiql) res.setHeader('Content-Security-Policy', GRAPHIQL_CSP);
      // For the schema access guard (schema-access-guard.ts), through the GraphQL server context.
      res.locals.schemaAccessGranted = true;
      next();
    } catch (error) {
      next(error);
    }
  };
}
