// Types of cluster-client.mjs for the deploy package's integration test.
import type { Cluster } from './cluster.mjs';

export interface Session {
  address: string;
  email: string;
  tenantId: string;
  cookie: string;
  csrfToken: string;
}

export interface Failures {
  attempts: number;
  final: number;
  samples: string[];
  times: number[];
  note(kind: 'attempts' | 'final', detail: string): void;
}

export interface GraphqlAnswer {
  data?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- whatever the query asked
  errors?: { message: string; extensions?: { code?: string } }[];
  status: number;
  setCookies: string[];
}

export interface ScanRecord {
  id: string;
  status: string;
  attempts: number;
  /** Queue jobs of the scan (pg-boss) and how often they were retried. */
  jobs: number;
  job_retries: number;
  findings_count: number;
  stored: number;
  distinct_findings: number;
}

export function failureCounter(): Failures;
export function graphql(
  baseUrl: string,
  session: Partial<Session> | undefined,
  query: string,
  variables?: Record<string, unknown>,
  options?: { mutation?: boolean; failures?: Failures; headers?: Record<string, string> },
): Promise<GraphqlAnswer>;
export function errorCode(body: GraphqlAnswer): string | undefined;
export function signIn(cluster: Cluster, email: string, options?: { address?: string; failures?: Failures }): Promise<Session>;
export function projectIdOf(baseUrl: string, session: Session, name: string): Promise<string>;
export function uploadScan(baseUrl: string, session: Session, projectId: string, archive: Buffer, options?: { failures?: Failures }): Promise<string>;
export function waitForScan(baseUrl: string, session: Pick<Session, 'cookie' | 'csrfToken'>, projectId: string, scanId: string | undefined, timeoutMs?: number): Promise<{ stage: string; filesScanned: number }>;
export function scanRecords(cluster: Cluster, scanIds: string[]): Promise<ScanRecord[]>;

export interface ScanStatusEvent {
  scanId: string;
  stage: string;
  progress: number;
  hasInProgress: boolean;
  filesScanned: number;
  filesTotal: number | null;
}

export interface ScanFollower {
  events: ScanStatusEvent[];
  errors: string[];
  /** When a stream failed or ended before the last event (performance.now()). */
  errorTimes: number[];
  sawCompletion: boolean;
  subscriptions: number;
  done: Promise<void>;
  dispose(): void;
}

export function followScan(baseUrl: string, session: Session, scanId: string, options?: { resubscribes?: number }): ScanFollower;
