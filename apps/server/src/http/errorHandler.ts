import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from './AppError.js';
import { toAppError, toErrorEnvelope } from './errorEnvelope.js';

/** Writes an AppError as the envelope in the caller's language, with its transport status. */
export function sendAppError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const { retryAfterSeconds } = error.options;
  if (retryAfterSeconds) reply.header('retry-after', String(retryAfterSeconds));
  return sendEnvelope(reply, error.httpStatus, toErrorEnvelope(error, request.lang));
}

/** Sends a pre-serialized envelope, so a route's success schema never applies to an error. */
function sendEnvelope(
  reply: FastifyReply,
  status: number,
  body: { code: number; msg: string; data: unknown },
) {
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** Every error becomes the envelope; stack traces go to the log only. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) =>
    sendAppError(request, reply, toAppError(error, request.log)),
  );
}
