/**
 * The time billing rules read (renewals, grace, trials, cancellation at a period end). The app
 * uses the system clock; tests hand in a clock they move, so months pass in milliseconds. Rules
 * that depend on it compare against `clock.now()` passed as a parameter, never SQL `now()`.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets and moves; it starts at `start` and only moves when told. */
export function manualClock(start: Date): Clock & { set(at: Date): void; advanceDays(days: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(at) {
      current = new Date(at);
    },
    advanceDays(days) {
      current = new Date(current.getTime() + days * 86_400_000);
    },
  };
}
