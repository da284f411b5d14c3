import { BREAK, parse, visit, type DocumentNode } from 'graphql';
import { GRAPHQL_LIMITS } from './armor.js';

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/**
 * `__schema` or `__type` as a whole name. A GraphQL name has no escapes, so a document without
 * either cannot ask for the schema; `__typename`, which Apollo adds to every query the web app
 * sends, does not count (a plain substring test would parse each of them again).
 */
const INTROSPECTION_NAME = /__(?:schema|type)(?![_0-9A-Za-z])/;

/**
 * True when a GraphQL document asks for the schema (`__schema` or `__type`, in any operation or
 * fragment). `__typename` is ordinary data and does not count. A document that does not parse
 * is not introspection: Yoga answers it with the syntax error.
 */
export function isIntrospectionDocument(document: string | DocumentNode): boolean {
  let ast: DocumentNode;
  if (typeof document === 'string') {
    // Cheap test first: nearly every request has neither name anywhere.
    if (!INTROSPECTION_NAME.test(document)) return false;
    try {
      // The same token limit as Yoga's parser (armor.ts): a token flood is not parsed twice in full.
      ast = parse(document, { noLocation: true, maxTokens: GRAPHQL_LIMITS.maxTokens });
    } catch {
      return false;
    }
  } else {
    ast = document;
  }
  let found = false;
  visit(ast, {
    Field(node) {
      if (INTROSPECTION_FIELDS.has(node.name.value)) {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/** The queries of a JSON body (one operation or a batch); none when it is not JSON. */
function queriesOfJson(text: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  return (Array.isArray(parsed) ? parsed : [parsed]).flatMap((item: unknown) =>
    typeof item === 'object' && item !== null && typeof (item as { query?: unknown }).query === 'string' ? [(item as { query: string }).query] : [],
  );
}

/**
 * The GraphQL documents of an HTTP request to /graphql, every way Yoga may read them: each
 * `?query=` (express gives an array when the parameter repeats; Yoga reads the first) and, for a
 * body, whatever its Content-Type claims, its text (application/graphql), the `query` of its JSON
 * (whose strings may spell a name with \u escapes) and the `query` fields of it as a form
 * (percent-encoded). An access check that trusted the Content-Type would have to match Yoga's
 * reading of it exactly; reading the body all three ways cannot miss.
 */
export function documentsOfRequest(method: string, query: unknown, rawBody: unknown): string[] {
  const documents = [query].flat().filter((value): value is string => typeof value === 'string');
  if (method === 'GET' || method === 'HEAD' || !Buffer.isBuffer(rawBody) || rawBody.length === 0) return documents;
  const text = rawBody.toString('utf8');
  documents.push(text);
  // A name spelled out in the text may still sit in a JSON string or a form field that is not
  // GraphQL as it stands; one spelled otherwise needs a backslash (JSON) or a % (a form).
  const spelledOut = INTROSPECTION_NAME.test(text);
  if (spelledOut || text.includes('\\')) documents.push(...queriesOfJson(text));
  if (spelledOut || text.includes('%')) documents.push(...new URLSearchParams(text).getAll('query'));
  return documents;
}
