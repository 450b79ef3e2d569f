import { ErrorCode, type ErrorCodeName, type FieldErrors, type Lang, translate } from '@sc/contract';

/** Transport status for each code; anything not listed is a business failure answered with HTTP 200. */
const httpStatusByCode: Partial<Record<ErrorCodeName, number>> = {
  UNAUTHORIZED: 401,
  SESSION_REPLACED: 401,
  BAD_CLIENT: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** A catalog message used as a placeholder value, translated in the caller's language. */
export type MessageRef = { key: string; values?: Record<string, string | number> };

/** A failure the caller should see: a stable code, its translated message, optional field errors. */
export class AppError extends Error {
  readonly code: number;
  readonly httpStatus: number;

  constructor(
    readonly codeName: ErrorCodeName,
    readonly options: {
      /** Field path → catalog key; translated when the response is written. */
      fields?: FieldErrors;
      /**
       * Values for the message's {{placeholders}}; a `{ key }` is itself a catalog message, translated,
       * and a list of them is joined with the language's list separator.
       */
      values?: Record<string, string | number | MessageRef | MessageRef[]>;
      retryAfterSeconds?: number;
      /** Overrides the transport status, e.g. 413 for a file over its purpose's limit. */
      httpStatus?: number;
    } = {},
  ) {
    super(codeName);
    this.code = ErrorCode[codeName];
    this.httpStatus = options.httpStatus ?? httpStatusByCode[codeName] ?? 200;
  }
}

/** The error's message in a language, with its placeholder values (catalog references translated). */
export function messageOf(error: AppError, lang: Lang): string {
  const values = Object.fromEntries(
    Object.entries(error.options.values ?? {}).map(([name, value]) => [
      name,
      Array.isArray(value)
        ? value
            .map((ref) => translate(lang, ref.key, ref.values))
            .join(translate(lang, 'format.listSeparator'))
        : typeof value === 'object'
          ? translate(lang, value.key, value.values)
          : value,
    ]),
  );
  return translate(lang, `error.${error.codeName}`, values);
}
