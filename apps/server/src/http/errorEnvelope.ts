import { type FieldErrors, type Lang, translate } from '@sc/contract';
import type { FastifyBaseLogger } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionError, rootCauseOf } from '../db/isConnectionError.js';
import { AppError, messageOf } from './AppError.js';

/** The envelope of a failure: a stable code, the message in the caller's language, field errors. */
export interface ErrorEnvelopeBody {
  code: number;
  msg: string;
  data: { fields?: FieldErrors | undefined; retryAfterSeconds?: number | undefined } | null;
}

/** A failed validation's issues as field errors: the first per field, as catalog keys. */
export function validationError(issues: { path: string; message?: string | undefined }[]): AppError {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    fields[issue.path || '_'] ??= issue.message?.includes('.') ? issue.message : 'validation.invalid';
  }
  return new AppError('VALIDATION', { fields });
}

/**
 * Any thrown value as the AppError its caller gets, over HTTP or a socket: validation failures
 * name their fields, transport refusals keep their status, a database that dropped the connection
 * or cannot be reached is SERVICE_UNAVAILABLE (503: try again), and anything unexpected is logged
 * with its stack and answered as INTERNAL.
 */
export function toAppError(error: unknown, log: FastifyBaseLogger): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Error && hasZodFastifySchemaValidationErrors(error)) {
    return validationError(
      error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message,
      })),
    );
  }
  const status = (error as { statusCode?: number } | null)?.statusCode ?? 500;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (status === 429) return new AppError('RATE_LIMITED', { values: { minutes: 1 } });
  if (status >= 400 && status < 500) {
    // Malformed body or unsupported content type: the request never reached a handler.
    const { message, code } = error as { message?: string; code?: string };
    log.info({ err: message, code }, 'request rejected');
    return new AppError('VALIDATION', { httpStatus: status });
  }
  if (isConnectionError(error)) {
    const { message, code } = rootCauseOf(error);
    log.warn({ err: message, code }, 'database unavailable');
    return new AppError('SERVICE_UNAVAILABLE');
  }
  log.error({ err: error }, 'unhandled error');
  return new AppError('INTERNAL');
}

/** A field error's catalog key in a language; a key the catalog lacks reads as "not valid". */
function translateField(lang: Lang, key: string): string {
  const text = translate(lang, key);
  return text === key ? translate(lang, 'validation.invalid') : text;
}

/** The one place an error becomes the envelope, for HTTP responses and socket acknowledgements. */
export function toErrorEnvelope(error: AppError, lang: Lang): ErrorEnvelopeBody {
  const { fields, retryAfterSeconds } = error.options;
  const translatedFields = fields
    ? Object.fromEntries(Object.entries(fields).map(([path, key]) => [path, translateField(lang, key)]))
    : undefined;
  return {
    code: error.code,
    msg: messageOf(error, lang),
    data: translatedFields || retryAfterSeconds ? { fields: translatedFields, retryAfterSeconds } : null,
  };
}
