/**
 * The scan runs in the API process by default and does its file work synchronously (cheaper than a
 * thread-pool round trip per file from the page cache); these give the event loop a turn now and then
 * so that requests keep being answered while a scan runs.
 */

/** Resolves on the event loop's next turn, after pending I/O callbacks. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Longest stretch of synchronous work between two turns. */
export const TURN_MS = 10;

/** Call between units of synchronous work: takes a turn once TURN_MS have passed since the last one. */
export function turnTaker(): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < TURN_MS) return undefined;
    return nextTurn().then(() => {
      since = performance.now();
    });
  };
}
