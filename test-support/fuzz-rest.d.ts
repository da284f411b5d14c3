import type { Arbitrary } from 'fast-check';
import type { FuzzCheckOptions } from './fuzz-check.js';

export interface RestOperation {
  operationId: string;
  method: string;
  path: string;
  params: Array<{ in: string; name: string; schema?: unknown }>;
  body?: { contentType: string; schema: unknown };
  streams: boolean;
}

export interface RestRequest {
  operationId: string;
  method: string;
  /** Path and query string. */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  streams: boolean;
}

export interface RestFuzzOptions {
  /** Ids of the caller's own tenant and project, used in reads only. */
  knownIds?: string[];
  /** operationIds left out (e.g. logout for a session that must last the run). */
  skip?: string[];
  /** The only operationIds sent (e.g. logout, last, once the session is no longer needed). */
  only?: string[];
}

export const ALLOWED_5XX: Set<number>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function loadContract(file: string): any;
export function restOperations(contract: unknown): RestOperation[];
export function restRequest(contract: unknown, op: RestOperation, options?: RestFuzzOptions): Arbitrary<RestRequest>;
export function anyRestRequest(contract: unknown, options?: RestFuzzOptions): Arbitrary<RestRequest>;
/** The failure of one request as a sentence (5xx, no answer in time, internal detail), or undefined. */
export function checkRestRequest(baseUrl: string, request: RestRequest, options?: FuzzCheckOptions): Promise<string | undefined>;
export function internalDetail(text: string, sent?: string): string | undefined;
