import type { FieldErrors } from '@sc/contract';

/** Codes for failures that never reached a server answer with an envelope. */
export const CLIENT_ERROR_CODES = {
  /** No response, a non-envelope answer or an unreadable body. */
  network: -1,
  timeout: -2,
  canceled: -3,
  /** The response body did not match the contract. */
  badResponse: -4,
} as const;

/** A failed call: a non-zero envelope code or a transport failure (SPEC 7, 8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  /** HTTP status when the server answered, else null. */
  readonly status: number | null;
  /** True when the user has already been told (popup or dialog), so callers need not repeat it. */
  readonly isNotified: boolean;

  constructor(init: {
    code: number;
    msg: string;
    data?: unknown;
    status?: number | null;
    isNotified?: boolean;
  }) {
    super(init.msg);
    this.code = init.code;
    this.msg = init.msg;
    this.data = init.data ?? null;
    this.status = init.status ?? null;
    this.isNotified = init.isNotified ?? false;
  }

  /** Translated field errors the server sent for a rejected form, if any. */
  get fields(): FieldErrors {
    const data = this.data;
    if (typeof data !== 'object' || data === null || !('fields' in data)) return {};
    const fields = (data as { fields: unknown }).fields;
    if (typeof fields !== 'object' || fields === null) return {};
    return Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
