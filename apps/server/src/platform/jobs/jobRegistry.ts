import { type JobHandler, type JobOptions, jobDefaults } from './jobRunner.js';
import { nextCronTime } from './nextCronTime.js';

/** A defined job with its options resolved. */
export interface JobDefinition extends Required<JobOptions> {
  name: string;
  handler: JobHandler<object>;
}

/** A job's schedule. */
export interface JobSchedule {
  name: string;
  cron: string;
  data: object;
}

/**
 * What both runners check the same way: names, options and cron expressions are valid, a job is
 * defined once, scheduled only once defined, and nothing is defined or scheduled after start.
 */
export class JobRegistry {
  readonly jobs = new Map<string, JobDefinition>();
  readonly schedules = new Map<string, JobSchedule>();
  private isSealed = false;

  /** Adds a job; throws on a bad name or options, a second definition, or after start. */
  define<T extends object>(name: string, handler: JobHandler<T>, options: JobOptions = {}): void {
    this.assertOpen(`define ${name}`);
    if (!/^[A-Za-z0-9][\w.-]*$/.test(name)) {
      throw new Error(`job name "${name}" may hold only letters, digits, ".", "_" and "-"`);
    }
    if (this.jobs.has(name)) throw new Error(`job ${name} is defined twice`);
    const resolved = { ...jobDefaults, ...options };
    const { retryLimit, retryDelaySeconds, expireInSeconds } = resolved;
    if (!Number.isInteger(retryLimit) || retryLimit < 0) throw new Error(`job ${name}: bad retryLimit`);
    if (!Number.isInteger(retryDelaySeconds) || retryDelaySeconds < 0) {
      throw new Error(`job ${name}: bad retryDelaySeconds`);
    }
    if (!Number.isInteger(expireInSeconds) || expireInSeconds < 1 || expireInSeconds >= 24 * 3600) {
      throw new Error(`job ${name}: expireInSeconds must be a whole number of seconds under 24 hours`);
    }
    // The sender of a named job passes that job's data type; the runner only stores and hands it on.
    this.jobs.set(name, { name, handler: handler as JobHandler<object>, ...resolved });
  }

  /** Adds a schedule for a defined job; throws on a bad cron, a second schedule, or after start. */
  every(name: string, cron: string, data: object = {}): void {
    this.assertOpen(`schedule ${name}`);
    this.get(name);
    if (this.schedules.has(name)) throw new Error(`job ${name} is scheduled twice`);
    nextCronTime(cron, new Date());
    this.schedules.set(name, { name, cron, data });
  }

  /** The job of that name; throws when it is not defined (pg-boss would drop the send silently). */
  get(name: string): JobDefinition {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`job ${name} is not defined`);
    return job;
  }

  /** Called by `start`: the definitions are final from now on. */
  seal(): void {
    this.isSealed = true;
  }

  private assertOpen(what: string): void {
    if (this.isSealed) throw new Error(`cannot ${what} after the job runner started`);
  }
}
