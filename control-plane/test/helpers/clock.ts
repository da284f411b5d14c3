/** The control plane's clock in a test: the wall clock, until a test holds it still at one instant. */
export interface TestClock {
  (): Date;
  /** From now on the clock reads `at` (default: this instant) until `release`. */
  hold(at?: number): void;
  release(): void;
}

export function testClock(): TestClock {
  let heldAt: number | undefined;
  const clock = () => new Date(heldAt ?? Date.now());
  return Object.assign(clock, {
    hold(at = Date.now()) {
      heldAt = at;
    },
    release() {
      heldAt = undefined;
    },
  });
}

/**
 * Runs `burst` with the clock held still: rate limits count in fixed windows aligned to the
 * clock, so every request of the burst falls in one window whatever the wall clock does.
 */
export async function inOneWindow<T>(clock: TestClock, burst: () => Promise<T>): Promise<T> {
  clock.hold();
  try {
    return await burst();
  } finally {
    clock.release();
  }
}
