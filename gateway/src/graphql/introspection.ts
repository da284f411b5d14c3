import { BREAK, parse, visit, type DocumentNode } from 'graphql';
import { GRAPHQL_LIMITS } from './armor.js';

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/**
 * True when a GraphQL document asks for the schema (`__schema` or `__type`, in any operation or
 * fragment). `__typename` is ordinary data and does not count. A document that does not parse
 * is not introspection: Yoga answers it with the syntax error.
 */
export function isIntrospectionDocument(document: string | DocumentNode): boolean {
  let ast: DocumentNode;
  if (typeof document === 'string') {
    // Cheap test first: nearly every request has neither name anywhere.
    if (!document.includes('__schema') && !document.includes('__type')) return false;
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

/** The GraphQL documents of an HTTP request to /graphql: GET ?query= or a JSON body (or batch). */
export function documentsOfRequest(method: string, query: unknown, rawBody: unknown): string[] {
  const documents: string[] = [];
  if (typeof query === 'string') documents.push(query);
  if (method !== 'GET' && method !== 'HEAD' && Buffer.isBuffer(rawBody) && rawBody.length > 0) {
    const text = rawBody.toString('utf8');
    if (text.includes('__schema') || text.includes('__type')) {
      try {
        const parsed: unknown = JSON.parse(text);
        for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
          if (typeof item === 'object' && item !== null && typeof (item as { query?: unknown }).query === 'string') {
            documents.push((item as { query: string }).query);
          }
        }
      } catch {
        // Not JSON (e.g. application/graphql): look at the text itself.
        documents.push(text);
      }
    }
  }
  return documents;
}
