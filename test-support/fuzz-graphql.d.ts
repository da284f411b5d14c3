import type { Arbitrary } from 'fast-check';
import type { FuzzCheckOptions } from './fuzz-check.js';
import type { GraphQLSchema } from 'graphql';

export interface GraphQLFuzzRequest {
  contentType: string;
  /** The JSON body; by GET, its query and variables go in the URL instead. */
  body: string;
  /** POST unless GET. */
  method?: 'GET' | 'POST';
  /** By GET: the query string (query and variables) that carries the operation. */
  search?: string;
  /** The root field (or kind of case) for the report. */
  label: string;
}

export function loadGraphQLSchema(file: string): GraphQLSchema;
/** Generated operations by POST or GET (root fields in `skip` left out; only those in `only` when given), hostile documents and broken bodies. */
export function graphQLRequest(schema: GraphQLSchema, options?: { skip?: string[]; only?: string[] }): Arbitrary<GraphQLFuzzRequest>;
/** The failure of one request as a sentence (5xx, internal error, no answer in time, internal detail), or undefined. */
export function checkGraphQLRequest(baseUrl: string, request: GraphQLFuzzRequest, options?: FuzzCheckOptions): Promise<string | undefined>;
