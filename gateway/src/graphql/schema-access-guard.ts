import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ADMIN_ONLY_FORBIDDEN } from './admin-only.js';
import { GatewayError } from './errors.js';
import { isIntrospectionDocument } from './introspection.js';

/** What app.ts puts in the server context of each GraphQL request: admin-only.ts let it see the schema. */
export interface SchemaAccessServerContext {
  schemaAccessGranted?: boolean;
}

/**
 * The last word on introspection, taken on the document Yoga is about to run as Yoga decoded it:
 * a request the admin-only check (admin-only.ts) did not grant never gets the schema, whatever
 * spelling of the request got past that check's own reading of it. The check answers the usual
 * cases with its 403; this answers the rest with the same refusal as a GraphQL error.
 */
export function useSchemaAccessGuard(): Plugin<object, SchemaAccessServerContext> {
  return {
    onParams({ params, context, setResult }) {
      if ((context as SchemaAccessServerContext).schemaAccessGranted === true) return;
      if (typeof params.query !== 'string' || !isIntrospectionDocument(params.query)) return;
      const refusal = new GatewayError(ADMIN_ONLY_FORBIDDEN.code, 403, ADMIN_ONLY_FORBIDDEN.message);
      setResult({ errors: [new GraphQLError(refusal.message, { originalError: refusal })] });
    },
  };
}
