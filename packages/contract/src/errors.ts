import { z } from 'zod';

/**
 * Stable error codes carried in the envelope's `code`. Numbers never change once released;
 * the message for each lives in the catalogs under `error.<name>`.
 */
export const ErrorCode = {
  OK: 0,
  VALIDATION: 1000,
  CAPTCHA_INVALID: 1100,
  BAD_CREDENTIALS: 1101,
  ACCOUNT_DISABLED: 1102,
  EMAIL_TAKEN: 1200,
  RESET_LINK_INVALID: 1201,
  OLD_PASSWORD_WRONG: 1202,
  SAME_PASSWORD: 1203,
  VERIFY_LINK_INVALID: 1204,
  RECORD_NOT_FOUND: 2000,
  ALREADY_IN_LIST: 2001,
  PRODUCT_IN_USE: 2002,
  QUOTATION_SENT: 2200,
  FILE_TYPE_REJECTED: 2100,
  FILE_TOO_LARGE: 2101,
  FILE_EMPTY: 2102,
  IMPORT_FILE_INVALID: 2103,
  IMPORT_COLUMNS_UNKNOWN: 2104,
  IMPORT_COLUMNS_MISSING: 2105,
  IMPORT_COLUMNS_DUPLICATE: 2106,
  IMPORT_TOO_LARGE: 2107,
  IMPORT_BUSY: 2108,
  NO_LIVE_SUBSCRIPTION: 3000,
  QUOTA_EXHAUSTED: 3001,
  EMAIL_UNVERIFIED: 3002,
  MESSAGE_INVALID: 3100,
  MESSAGES_TOO_FAST: 3101,
  TRANSLATION_OFF: 3200,
  TRANSLATION_FAILED: 3201,
  SHOWROOM_FULL: 3400,
  ALREADY_EXHIBITED: 3401,
  UNAUTHORIZED: 40100,
  SESSION_REPLACED: 40101,
  BAD_CLIENT: 40102,
  FORBIDDEN: 40300,
  NOT_FOUND: 40400,
  PAYLOAD_TOO_LARGE: 41300,
  RATE_LIMITED: 42900,
  INTERNAL: 50000,
  /** The database (or another service the call needs) did not answer (e.g. a dropped connection); the caller may try again. */
  SERVICE_UNAVAILABLE: 50300,
} as const;
export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

const codeNames = new Map<number, ErrorCodeName>(
  Object.entries(ErrorCode).map(([name, code]) => [code, name as ErrorCodeName]),
);
/** The catalog key of an error code's message, e.g. `error.CAPTCHA_INVALID`. */
export function errorMessageKey(code: number): string {
  return `error.${codeNames.get(code) ?? 'INTERNAL'}`;
}

/** Field errors of a rejected form: field path → translated message. */
export const FieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/** The response envelope of every call. */
export function envelopeOf<T extends z.ZodTypeAny>(data: T) {
  return z.object({
    code: z.number().int().describe('0 on success; otherwise a stable error code'),
    msg: z.string().describe("Readable message in the caller's language"),
    data,
  });
}
export const ErrorEnvelopeSchema = envelopeOf(
  z.object({ fields: FieldErrorsSchema.optional(), retryAfterSeconds: z.number().optional() }).nullable(),
);
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
export type Envelope<T> = { code: number; msg: string; data: T };
