import { API_BASE, apiPaths, envelopeOf, HealthSchema, translate } from '@sc/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    `${API_BASE}${apiPaths.health}/live`,
    {
      schema: {
        summary: 'Liveness only (no database): for load balancers and as the bare route in benchmarks',
        tags: ['Health'],
      },
    },
    async (request) => ({ code: 0, msg: translate(request.lang, 'error.OK'), data: { status: 'ok' } }),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    `${API_BASE}${apiPaths.health}`,
    {
      schema: {
        summary: 'Liveness and database check',
        tags: ['Health'],
        response: { 200: envelopeOf(HealthSchema) },
      },
    },
    async (request) => {
      await ctx.db.execute(sql`select 1`);
      return {
        code: 0,
        msg: translate(request.lang, 'error.OK'),
        data: { status: 'ok' as const, db: ctx.dbKind },
      };
    },
  );
}
