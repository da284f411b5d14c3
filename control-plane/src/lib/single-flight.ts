/**
 * Concurrent calls for the same key share one promise while it is in flight; nothing is kept after
 * it settles, so the next call reads afresh (no staleness, revocations apply at once).
 */
export class SingleFlight<V> {
  private readonly flights = new Map<string, Promise<V>>();

  run(key: string, work: () => Promise<V>): Promise<V> {
    const inFlight = this.flights.get(key);
    if (inFlight) return inFlight;
    const flight = work().finally(() => this.flights.delete(key));
    this.flights.set(key, flight);
    return flight;
  }
}
