import { AppError } from '../lib/errors.js';

/** Thrown when every slot is busy and the waiting line is full: 503 with Retry-After. */
export function exportQueueFull(retryAfterSeconds: number): AppError {
  return new AppError(503, 'EXPORT_QUEUE_FULL', `Fila de exports cheia. Tente novamente em ${retryAfterSeconds} segundos.`, {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/**
 * Bounded export concurrency: at most `concurrency` exports build at once and `maxQueued` wait;
 * anything beyond is refused at once rather than piling up memory and file handles.
 */
export class ExportLimiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** Moving average of recent export durations, for Retry-After. */
  private averageMs = 5_000;

  constructor(private readonly options: { concurrency: number; maxQueued: number }) {}

  get load(): { active: number; queued: number } {
    return { active: this.active, queued: this.waiting.length };
  }

  /** Forgets the moving average of export durations (cache clear). */
  resetEstimate(): void {
    this.averageMs = 5_000;
  }

  /** Seconds until a slot is likely free: the queue ahead divided among the slots. */
  retryAfterSeconds(): number {
    const rounds = Math.ceil((this.waiting.length + 1) / this.options.concurrency);
    return Math.max(1, Math.ceil((rounds * this.averageMs) / 1000));
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.options.concurrency) {
      if (this.waiting.length >= this.options.maxQueued) throw exportQueueFull(this.retryAfterSeconds());
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    const started = Date.now();
    try {
      return await work();
    } finally {
      this.averageMs = this.averageMs * 0.7 + (Date.now() - started) * 0.3;
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `active` only drops when nobody waits.
      if (next) next();
      else this.active -= 1;
    }
  }
}
