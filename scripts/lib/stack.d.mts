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

export interface LaunchedChild extends ChildProcess {
  displayName: string;
  logFile?: string;
  readonly logTail?: string[];
}

/** Starts one node process (its output to `logFile` when given). */
export function launch(name: string, script: string, env: Record<string, string>, options: { logFile?: string }): LaunchedChild;
/** Waits until `url` answers 2xx (throws when the child exits first or after 90 s). */
export function waitForHttp(url: string, child: ChildProcess, name: string): Promise<void>;
/** SIGTERM, then SIGKILL after `timeoutMs`; resolves when the child has exited. */
export function stopChild(child: ChildProcess, timeoutMs?: number): Promise<void>;
