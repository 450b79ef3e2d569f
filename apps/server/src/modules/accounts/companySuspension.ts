import { AppError } from '../../http/AppError.js';

/** The platform team's reason as the company's users read it: its closing full stop dropped (the message adds its own). */
export function suspensionNote(reason: string | null): string {
  return (reason ?? '').trim().replace(/[\s.。!！]+$/u, '');
}

/**
 * The refusal a suspended company's users get, naming the platform team's reason. HTTP 401 to a call
 * made with a session (the web ends it and shows the dialog); a plain business refusal at sign-in.
 */
export function companySuspendedError(reason: string | null, httpStatus?: number): AppError {
  return new AppError('COMPANY_SUSPENDED', {
    values: { reason: suspensionNote(reason) },
    ...(httpStatus === undefined ? {} : { httpStatus }),
  });
}
