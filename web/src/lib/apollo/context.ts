import type { RequestClient } from '../request-policy';

/** Flags an operation can carry in its context for the links of src/lib/apollo. */
declare module '@apollo/client' {
  interface DefaultContext {
    /** A 401 of this operation is handled by the caller (auth initialisation), not by a redirect. */
    skipAuthRedirect?: boolean;
    /** Do not report this operation's errors to the client-error log (the log's own flush). */
    skipErrorLog?: boolean;
    /** Do not retry this operation. */
    noRetry?: boolean;
    /** The client of spec §7 whose timeout applies (the data API's 10 s by default). */
    requestClient?: RequestClient;
    /** This query's freshness in ms (spec §9), read when the window regains focus. */
    maxAgeMs?: number;
  }
}

export {};
