/** Where time-dependent rules read the time; tests pass a clock they can move. */
export interface Clock {
  now(): Date;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };
