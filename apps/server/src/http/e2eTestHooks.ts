import { API_BASE } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { Clock } from '../platform/clock.js';

/** The machine's clock moved forward by an offset that browser tests set (E2E_TEST_HOOKS only). */
export class OffsetClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advanceDays(days: number): void {
    this.offsetMs += days * 86_400_000;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}

const ClockBodySchema = z.object({
  days: z.number().min(0).max(3650).optional(),
  reset: z.boolean().optional(),
});
const JobBodySchema = z.object({ name: z.string().min(1).max(100) });

/**
 * Browser tests' hooks (E2E_TEST_HOOKS=1, refused in production by the config): move the server's
 * clock forward (or back to the machine's time) and run a defined job now. Hidden from the API docs.
 */
export function registerE2eTestHooks(app: FastifyInstance, ctx: AppContext, clock: OffsetClock): void {
  app.post(`${API_BASE}/_test/clock`, { schema: { hide: true, body: ClockBodySchema } }, async (request) => {
    const body = request.body as z.infer<typeof ClockBodySchema>;
    if (body.reset) clock.reset();
    if (body.days) clock.advanceDays(body.days);
    return { code: 0, msg: 'OK', data: { now: clock.now().toISOString() } };
  });
  app.post(`${API_BASE}/_test/jobs/run`, { schema: { hide: true, body: JobBodySchema } }, async (request) => {
    await ctx.jobs.runNow((request.body as z.infer<typeof JobBodySchema>).name);
    return { code: 0, msg: 'OK', data: null };
  });
}
