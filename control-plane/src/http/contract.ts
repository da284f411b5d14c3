import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type AnySchemaObject, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import YAML from 'yaml';

/** schema/control-plane.openapi.yaml, found from src/http or dist/http alike. */
export const CONTRACT_PATH = fileURLToPath(new URL('../../../schema/control-plane.openapi.yaml', import.meta.url));

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof METHODS)[number];

export type ParamLocation = 'path' | 'query' | 'header';

export interface OperationSpec {
  operationId: string;
  method: HttpMethod;
  /** As written in the contract, e.g. /api/v1/projects/{projectId}. */
  path: string;
  /** For express, e.g. /api/v1/projects/:projectId. */
  expressPath: string;
  params: Partial<Record<ParamLocation, { validate: ValidateFunction; names: string[]; commaLists: string[] }>>;
  body: ValidateFunction | undefined;
  /** JSON response validators by status; filled only when response validation is on. */
  responses: Map<number, ValidateFunction>;
}

interface Parameter {
  name: string;
  in: ParamLocation | 'cookie';
  required?: boolean;
  style?: string;
  explode?: boolean;
  schema?: AnySchemaObject;
}

/** An array parameter sent as one comma-separated value (`style: form, explode: false`). */
function isCommaList(p: Parameter): boolean {
  return p.in === 'query' && p.schema?.type === 'array' && p.explode === false && (p.style ?? 'form') === 'form';
}

interface OperationObject {
  operationId?: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { content?: Record<string, { schema?: AnySchemaObject }> };
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: AnySchemaObject }> }>;
}

interface OpenApiDocument {
  paths: Record<string, Partial<Record<HttpMethod, OperationObject>> & { parameters?: Parameter[] }>;
  components: {
    schemas: Record<string, AnySchemaObject>;
    parameters?: Record<string, Parameter>;
    responses?: Record<string, { content?: Record<string, { schema?: AnySchemaObject }> }>;
  };
}

const SCHEMA_BASE = 'https://vigia.local/contract/schemas/';

/** Points `#/components/schemas/X` references at the ids the schemas are registered under. */
function rewriteRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(rewriteRefs) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] =
        key === '$ref' && typeof item === 'string' && item.startsWith('#/components/schemas/')
          ? `${SCHEMA_BASE}${item.slice('#/components/schemas/'.length)}`
          : rewriteRefs(item);
    }
    return out as T;
  }
  return value;
}

function localRef<T>(doc: OpenApiDocument, ref: string): T {
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
  if (!target) throw new Error(`Unresolved reference ${ref} in the contract`);
  return target as T;
}

function newAjv(doc: OpenApiDocument, options: { coerceTypes: boolean | 'array'; useDefaults: boolean }): Ajv {
  const ajv = new Ajv({ allErrors: false, strict: true, strictTypes: false, ...options });
  ajvFormats.default(ajv, ['email', 'uuid', 'date-time']);
  ajv.addKeyword('example');
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    ajv.addSchema(rewriteRefs(schema), `${SCHEMA_BASE}${name}`);
  }
  return ajv;
}

/**
 * Reads the contract and compiles, once, a validator for each operation's path, query and header
 * parameters (with type coercion and defaults) and its JSON body (without either).
 */
export function loadContract(options: { validateResponses: boolean; file?: string }): Map<string, OperationSpec> {
  const doc = YAML.parse(fs.readFileSync(options.file ?? CONTRACT_PATH, 'utf8')) as OpenApiDocument;
  // Bodies are checked as sent (absent fields stay absent: services apply configured defaults);
  // parameters arrive as strings and get the contract's types and defaults.
  const bodies = newAjv(doc, { coerceTypes: false, useDefaults: false });
  const params = newAjv(doc, { coerceTypes: 'array', useDefaults: true });
  const operations = new Map<string, OperationSpec>();

  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const declared = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) =>
        '$ref' in p ? localRef<Parameter>(doc, p.$ref) : p,
      );
      const spec: OperationSpec = {
        operationId: op.operationId,
        method,
        path,
        expressPath: path.replace(/\{([^}]+)\}/g, ':$1'),
        params: {},
        body: undefined,
        responses: new Map(),
      };
      for (const location of ['path', 'query', 'header'] as const) {
        const list = declared.filter((p) => p.in === location);
        if (list.length === 0) continue;
        const schema = {
          type: 'object',
          properties: Object.fromEntries(list.map((p) => [p.name, rewriteRefs(p.schema ?? {})])),
          required: list.filter((p) => p.required).map((p) => p.name),
        };
        spec.params[location] = {
          validate: params.compile(schema),
          names: list.map((p) => p.name),
          commaLists: list.filter(isCommaList).map((p) => p.name),
        };
      }
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      if (bodySchema) spec.body = bodies.compile(rewriteRefs(bodySchema));
      if (options.validateResponses) {
        for (const [status, response] of Object.entries(op.responses ?? {})) {
          const resolved = response.$ref ? localRef<typeof response>(doc, response.$ref) : response;
          const schema = resolved.content?.['application/json']?.schema;
          if (schema) spec.responses.set(Number(status), bodies.compile(rewriteRefs(schema)));
        }
      }
      operations.set(op.operationId, spec);
    }
  }
  return operations;
}
