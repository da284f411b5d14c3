import type { Request, Response, Router } from 'express';
import type { Logger } from 'pino';
import type { operations } from '../generated/api.js';
import { AppError } from '../lib/errors.js';
import type { RequestMeta } from '../lib/request-meta.js';
import type { ActorOf, AuthMode, Authenticate } from './authenticate.js';
import type { OperationSpec } from './contract.js';
import { listItemError, splitCommaLists, validationError } from './validation.js';

export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Defined<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;
type Params<O extends OperationId> = operations[O]['parameters'];

export type BodyOf<O extends OperationId> = operations[O] extends { requestBody: infer R } ? JsonOf<R> : undefined;
export type QueryOf<O extends OperationId> = Defined<Params<O>['query']>;
export type PathOf<O extends OperationId> = Defined<Params<O>['path']>;
export type HeadersOf<O extends OperationId> = Defined<Params<O>['header']>;

type Responses<O extends OperationId> = operations[O]['responses'];
/** What a handler returns: one of the operation's documented statuses with its body type. */
export type Reply<O extends OperationId> = {
  [S in keyof Responses<O>]: { status: S; body: JsonOf<Responses<O>[S]> };
}[keyof Responses<O>];

export interface HandlerInput<O extends OperationId, M extends AuthMode> {
  body: BodyOf<O>;
  query: QueryOf<O>;
  params: PathOf<O>;
  headers: HeadersOf<O>;
  actor: ActorOf<M>;
  request: RequestMeta;
  req: Request;
  res: Response;
}

export type Handler<O extends OperationId, M extends AuthMode> = (input: HandlerInput<O, M>) => Promise<Reply<O>>;

export interface MountOptions {
  /** Replaces the plain 'Autenticação necessária' 401 (no or unknown credentials) of this operation. */
  unauthenticated?: () => AppError;
  /** A POST that only reads (a search, a signed link, a draft): not a change, so no second factor is asked for it. */
  readsOnly?: boolean;
}

/** `mount(operationId, auth)(handler)`: curried so the handler is typed once the operation is known. */
export type Mount = <O extends OperationId, M extends AuthMode>(
  operationId: O,
  auth: M,
  options?: MountOptions,
) => (handler: Handler<O, M>) => void;

function validateParams(spec: OperationSpec, req: Request): { path: unknown; query: unknown; header: unknown } {
  const sources = {
    path: { ...req.params },
    // req.query is re-parsed on every access in express 5: validate (coerce, default) a copy.
    query: { ...(req.query as Record<string, unknown>) },
    header: Object.fromEntries(
      (spec.params.header?.names ?? []).map((name) => [name, req.get(name)]).filter(([, value]) => value !== undefined),
    ),
  };
  if (spec.params.query) splitCommaLists(sources.query, spec.params.query.commaLists);
  for (const location of ['path', 'query', 'header'] as const) {
    const params = spec.params[location];
    if (params && !params.validate(sources[location])) {
      const error = params.validate.errors?.[0];
      throw listItemError(error, sources[location], params.commaLists) ?? validationError(error, location);
    }
  }
  return sources;
}

/**
 * Returns `mount(operationId, auth)(handler)`: registers the contract's method and path for the
 * operation on the router, authenticates, validates parameters and body against the contract and
 * sends the handler's reply (checked against the contract when response validation is on).
 */
export function createMount(
  router: Router,
  deps: { operations: Map<string, OperationSpec>; authenticate: Authenticate; logger: Logger },
): { mount: Mount; unmounted(): string[] } {
  const mounted = new Set<string>();

  const mount: Mount = (operationId, auth, options = {}) => (handler) => {
    const spec = deps.operations.get(operationId);
    if (!spec) throw new Error(`Operation ${operationId} is not in the contract`);
    mounted.add(operationId);
    router[spec.method](spec.expressPath, async (req: Request, res: Response) => {
      const actor = await deps.authenticate(req, res, auth, { readsOnly: options.readsOnly ?? false }).catch((error: unknown) => {
        if (options.unauthenticated && error instanceof AppError && error.code === 'UNAUTHENTICATED') throw options.unauthenticated();
        throw error;
      });
      const { path, query, header } = validateParams(spec, req);
      let body: unknown = undefined;
      if (spec.body) {
        body = req.body ?? {};
        if (!spec.body(body)) throw validationError(spec.body.errors?.[0], 'body');
      }
      const reply = await handler({
        body: body as never,
        query: query as never,
        params: path as never,
        headers: header as never,
        actor,
        request: { ip: req.ip, userAgent: req.get('user-agent') },
        req,
        res,
      });
      // A streaming handler (server-sent events) took the response over, or the client has left.
      if (res.headersSent || res.destroyed) return;
      const status = Number(reply.status);
      const check = spec.responses.get(status);
      if (check && !check(reply.body)) {
        deps.logger.error({ operationId, status, errors: check.errors }, 'response does not match the contract');
        throw new AppError(500, 'CONTRACT_VIOLATION', 'Erro interno: resposta fora do contrato');
      }
      res.status(status).json(reply.body);
    });
  };

  return {
    mount,
    unmounted: () => [...deps.operations.keys()].filter((id) => !mounted.has(id)),
  };
}
