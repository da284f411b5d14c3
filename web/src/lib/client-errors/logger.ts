import { redactText, redactValue } from '@vigia/redaction';

export type ClientErrorLevel = 'error' | 'warn' | 'info';

/** One entry of the browser's error log (spec §3, contract ClientErrorEntry). */
export interface ClientErrorEntry {
  level: ClientErrorLevel;
  message: string;
  stack?: string;
  context?: Record<string, unknown>;
  timestamp: string;
  userAgent?: string;
  url?: string;
}

export type ClientErrorSender = (entries: ClientErrorEntry[], options: { keepalive: boolean }) => Promise<unknown>;

export interface ClientErrorLoggerOptions {
  maxQueue?: number;
  dedupeMs?: number;
  flushIntervalMs?: number;
  now?: () => number;
  /** Also print to the console (development). */
  echo?: boolean;
}

const LIMITS = { message: 2000, stack: 10000, userAgent: 500, url: 2000 } as const;

function cut(text: string | undefined, max: number): string | undefined {
  if (text === undefined) return undefined;
  return text.length > max ? text.slice(0, max) : text;
}

/**
 * Queue of client errors (spec §9): at most 50 entries (the oldest is dropped), at most one
 * identical message per 5 s, flushed every 10 s and when the page is hidden or unloaded.
 */
export class ClientErrorLogger {
  private readonly maxQueue: number;
  private readonly dedupeMs: number;
  private readonly flushIntervalMs: number;
  private readonly now: () => number;
  private readonly echo: boolean;
  private queue: ClientErrorEntry[] = [];
  private lastSeen = new Map<string, number>();
  private sender: ClientErrorSender | null = null;
  private sending = false;
  private cleanup: (() => void) | null = null;

  constructor(options: ClientErrorLoggerOptions = {}) {
    this.maxQueue = options.maxQueue ?? 50;
    this.dedupeMs = options.dedupeMs ?? 5000;
    this.flushIntervalMs = options.flushIntervalMs ?? 10000;
    this.now = options.now ?? Date.now;
    this.echo = options.echo ?? false;
  }

  setSender(sender: ClientErrorSender | null): void {
    this.sender = sender;
  }

  get pending(): readonly ClientErrorEntry[] {
    return this.queue;
  }

  error(message: string, details?: { stack?: string; context?: Record<string, unknown> }): void {
    this.log('error', message, details);
  }

  warn(message: string, details?: { stack?: string; context?: Record<string, unknown> }): void {
    this.log('warn', message, details);
  }

  info(message: string, details?: { stack?: string; context?: Record<string, unknown> }): void {
    this.log('info', message, details);
  }

  log(level: ClientErrorLevel, rawMessage: string, details: { stack?: string; context?: Record<string, unknown> } = {}): void {
    const message = cut(redactText(rawMessage || 'Erro desconhecido'), LIMITS.message) ?? '';
    const now = this.now();
    const key = `${level}:${message}`;
    const last = this.lastSeen.get(key);
    if (last !== undefined && now - last < this.dedupeMs) return;
    this.lastSeen.set(key, now);
    if (this.lastSeen.size > 500) this.pruneSeen(now);

    if (this.echo) {
      const print = level === 'error' ? console.error : level === 'warn' ? console.warn : console.info;
      print(`[vigia] ${message}`, details.context ?? '');
    }

    const entry: ClientErrorEntry = {
      level,
      message,
      timestamp: new Date(now).toISOString(),
      stack: cut(details.stack ? redactText(details.stack) : undefined, LIMITS.stack),
      context: details.context ? (redactValue(details.context) as Record<string, unknown>) : undefined,
      userAgent: typeof navigator !== 'undefined' ? cut(navigator.userAgent, LIMITS.userAgent) : undefined,
      url: typeof window !== 'undefined' ? cut(redactText(window.location.href), LIMITS.url) : undefined,
    };
    this.queue.push(entry);
    while (this.queue.length > this.maxQueue) this.queue.shift();
  }

  /** Sends the queue through the sender. Failed batches are dropped (the log must not loop on itself). */
  async flush(options: { keepalive?: boolean } = {}): Promise<void> {
    if (!this.sender || this.sending || this.queue.length === 0) return;
    const batch = this.queue.splice(0, this.maxQueue).map((entry) => {
      const clean: ClientErrorEntry = { level: entry.level, message: entry.message, timestamp: entry.timestamp };
      if (entry.stack) clean.stack = entry.stack;
      if (entry.context) clean.context = entry.context;
      if (entry.userAgent) clean.userAgent = entry.userAgent;
      if (entry.url) clean.url = entry.url;
      return clean;
    });
    this.sending = true;
    try {
      await this.sender(batch, { keepalive: options.keepalive ?? false });
    } catch {
      // Dropped on purpose: reporting the failure would feed the same queue.
    } finally {
      this.sending = false;
    }
  }

  /** Installs the flush timer and the window hooks (error, unhandledrejection, page hide). */
  start(): () => void {
    if (this.cleanup) return this.cleanup;
    const timer = window.setInterval(() => void this.flush(), this.flushIntervalMs);
    const onError = (event: ErrorEvent) => {
      const error = event.error as unknown;
      this.error(event.message || String(error), {
        stack: error instanceof Error ? error.stack : undefined,
        context: { source: 'window.onerror', file: event.filename, line: event.lineno, column: event.colno },
      });
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason = event.reason as unknown;
      this.error(reason instanceof Error ? reason.message : String(reason), {
        stack: reason instanceof Error ? reason.stack : undefined,
        context: { source: 'unhandledrejection' },
      });
    };
    const onHide = () => void this.flush({ keepalive: true });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('pagehide', onHide);
    window.addEventListener('beforeunload', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    this.cleanup = () => {
      window.clearInterval(timer);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('beforeunload', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      this.cleanup = null;
    };
    return this.cleanup;
  }

  private pruneSeen(now: number): void {
    for (const [key, at] of this.lastSeen) if (now - at >= this.dedupeMs) this.lastSeen.delete(key);
  }
}

/** The app's logger. */
export const clientErrors = new ClientErrorLogger({ echo: import.meta.env.DEV && import.meta.env.MODE !== 'test' });
