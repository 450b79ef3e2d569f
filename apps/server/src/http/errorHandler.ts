import { ErrorCode, type FieldErrors, translate } from '@sc/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, messageOf } from './AppError.js';

function translateKey(
  request: FastifyRequest,
  key: string,
  values?: Record<string, string | number>,
): string {
  const text = translate(request.lang, key, values);
  return text === key ? translate(request.lang, 'validation.invalid') : text;
}

/** Writes an AppError as the envelope, translating its message and field errors. */
export function sendAppError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const { fields, retryAfterSeconds } = error.options;
  const translatedFields: FieldErrors | undefined = fields
    ? Object.fromEntries(Object.entries(fields).map(([path, key]) => [path, translateKey(request, key)]))
    : undefined;
  if (retryAfterSeconds) reply.header('retry-after', String(retryAfterSeconds));
  const data = translatedFields || retryAfterSeconds ? { fields: translatedFields, retryAfterSeconds } : null;
  return sendEnvelope(reply, error.httpStatus, {
    code: error.code,
    msg: messageOf(error, request.lang),
    data,
  });
}

/** Sends a pre-serialized envelope, so a route's success schema never applies to an error. */
export function sendEnvelope(
  reply: FastifyReply,
  status: number,
  body: { code: number; msg: string; data: unknown },
) {
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** Field errors from a failed zod validation: first message per field, as catalog keys. */
function fieldsOfValidation(issues: { instancePath: string; message?: string }[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    fields[path] ??= issue.message?.includes('.') ? issue.message : 'validation.invalid';
  }
  return fields;
}

/** Every error becomes the envelope; stack traces go to the log only. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendAppError(request, reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendAppError(
        request,
        reply,
        new AppError('VALIDATION', { fields: fieldsOfValidation(error.validation) }),
      );
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return sendAppError(request, reply, new AppError('PAYLOAD_TOO_LARGE'));
    if (status === 429)
      return sendAppError(request, reply, new AppError('RATE_LIMITED', { values: { minutes: 1 } }));
    if (status >= 400 && status < 500) {
      // Malformed body or unsupported content type: the request never reached a handler.
      request.log.info({ err: error.message, code: error.code }, 'request rejected');
      return sendEnvelope(reply, status, {
        code: ErrorCode.VALIDATION,
        msg: translate(request.lang, 'error.VALIDATION'),
        data: null,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendAppError(request, reply, new AppError('INTERNAL'));
  });
}
