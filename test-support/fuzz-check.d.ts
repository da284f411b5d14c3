/** How a fuzz check sends one request and reports its answer (REST and GraphQL alike). */
export interface FuzzCheckOptions {
  session?: Record<string, string>;
  timeoutMs?: number;
  /** Told the HTTP status of each answer (or 'no answer'), for statistics. */
  onAnswer?: (status: number | string) => void;
}
