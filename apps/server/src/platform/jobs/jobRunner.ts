/** Does one job's work; a rejection counts as a failed attempt (logged, then retried per its options). */
export type JobHandler<T> = (data: T) => Promise<void>;

/** How a job is retried and how long one attempt may take; the same on both runners. */
export interface JobOptions {
  /** Retries after the first attempt fails (2: three attempts in all). */
  retryLimit?: number;
  /** Wait before each retry. */
  retryDelaySeconds?: number;
  /** An attempt still running after this is failed (and retried); under 24 hours. */
  expireInSeconds?: number;
}

/** Options of one `send`. */
export interface SendOptions {
  /** While a run with this key is queued and not yet started, another send with it is dropped. */
  singletonKey?: string;
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
}

/** The options a job gets when `define` leaves them out. */
export const jobDefaults: Required<JobOptions> = {
  retryLimit: 2,
  retryDelaySeconds: 60,
  expireInSeconds: 15 * 60,
};

/**
 * Scheduled and background work. Handlers must be idempotent: a run cut short by a crash or an
 * expiry is run again, and data arrives as JSON (a `Date` becomes a string).
 */
export interface JobRunner {
  /** Registers the handler of a named job; before `start`. */
  define<T extends object>(name: string, handler: JobHandler<T>, options?: JobOptions): void;
  /**
   * Runs a defined job every `cron` (5 fields, UTC), once across all processes; before `start`. A run
   * is skipped while the previous scheduled run is still queued and not started.
   */
  every(name: string, cron: string, data?: object): void;
  /** Queues one run of a defined job; after `start` (pg-boss), any time (in-process). */
  send(name: string, data: object, options?: SendOptions): Promise<void>;
  /** Creates what the runner needs, then takes jobs and keeps the schedules. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones (graceful). */
  stop(): Promise<void>;
  /**
   * Runs a defined job's handler once, now, in this process, with `data` or its schedule's data,
   * after any run of it under way here; rejects with the handler's error (no retry). For tests and
   * operators' "run now".
   */
  runNow(name: string, data?: object): Promise<void>;
}
