import type { Clock } from '../platform/clock.js';

/** A clock a test moves forward; it starts at the machine's time. */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves the clock forward by some hours. */
  advanceHours(hours: number): void {
    this.offsetMs += hours * 3_600_000;
  }
}
