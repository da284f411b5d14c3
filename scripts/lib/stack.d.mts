import type { ChildProcess } from 'node:child_process';

export interface StackOptions {
  root: string;
  dataDir: string;
  port?: number;
  controlPlanePort?: number;
  env?: Record<string, string>;
  quiet?: boolean;
}

export interface RunningStack {
  url: string;
  controlPlaneUrl: string;
  children: ChildProcess[];
  stop: () => Promise<void>;
}

/** Starts the control plane and the gateway (with the built web app) as child processes. */
export function startStack(options: StackOptions): Promise<RunningStack>;
