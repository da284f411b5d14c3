// Types of cluster.mjs for the deploy package's integration test.
import type { TestSmtp } from '@vigia/test-support/smtp';

export interface ClusterMember {
  name: string;
  kind: 'api' | 'worker' | 'gateway';
  /** Where its probes (and, for a gateway or an API, its HTTP) answer. */
  url: string;
  restarts: number;
  start(): Promise<void>;
  kill(): Promise<void>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface Cluster {
  /** The balancer's public address (the gateways behind it). */
  url: string;
  /** The balancer's internal address (the API processes behind it). */
  internalUrl: string;
  smtp: TestSmtp;
  databaseUrl: string;
  members: { apis: ClusterMember[]; workers: ClusterMember[]; gateways: ClusterMember[] };
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  logTail(lines?: number): string;
  stop(): Promise<void>;
}

export const DEFAULT_ADMIN_DATABASE_URL: string;
export function haproxyAvailable(): boolean;
export function startCluster(options: { root: string; basePort: number; size?: number; adminDatabaseUrl?: string; env?: Record<string, string> }): Promise<Cluster>;
