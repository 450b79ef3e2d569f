import { API_BASE, apiPaths, ErrorCode, envelopeOf, HealthSchema, translate } from '@sc/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { rootCauseOf } from '../../db/isConnectionError.js';

/** How long the health check waits for the database before it reports it down. */
const DATABASE_CHECK_MS = 3000;

/** True when the database answers `select 1` in time; never throws. */
async function databaseAnswers(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  const query = ctx.db.execute(sql`select 1`).then(
    () => true,
    (error: unknown) => {
      const { message, code } = rootCauseOf(error);
      ctx.log.warn({ err: message, code }, 'health: database down');
      return false;
    },
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

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
        summary:
          'Liveness and database check: 200 when the database answers, 503 (SERVICE_UNAVAILABLE) with the same data when it does not',
        tags: ['Health'],
        response: { 200: envelopeOf(HealthSchema), 503: envelopeOf(HealthSchema) },
      },
    },
    async (request, reply) => {
      if (await databaseAnswers(ctx)) {
        return {
          code: 0,
          msg: translate(request.lang, 'error.OK'),
          data: { status: 'ok' as const, db: ctx.dbKind, database: 'up' as const },
        };
      }
      reply.code(503);
      return {
        code: ErrorCode.SERVICE_UNAVAILABLE,
        msg: translate(request.lang, 'error.SERVICE_UNAVAILABLE'),
        data: { status: 'unavailable' as const, db: ctx.dbKind, database: 'down' as const },
      };
    },
  );
}
