import type { Readable, Writable } from 'node:stream';

/** Stops feeding `destination` and drains `source`, so a refused transfer neither stalls nor keeps writing. */
export function detachSource(source: Readable, destination: Writable): void {
  source.unpipe(destination);
  source.resume();
}
