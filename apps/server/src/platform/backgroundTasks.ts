import type { FastifyBaseLogger } from 'fastify';

/**
 * Work an answer does not wait for (mail by SMTP, the forgot-password lookup). A failure is logged,
 * never thrown at the caller; `idle()` waits for what is under way (shutdown, tests).
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts the task after the current turn; the caller goes on at once. */
  run(what: string, task: () => Promise<void>): void {
    const running: Promise<void> = Promise.resolve()
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error, task: what }, 'background task failed'))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /** Resolves once no task is under way, including tasks started by tasks. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
