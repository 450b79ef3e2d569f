import type { ApiError } from './ApiError';

export type FormErrorPlan = {
  /** Errors to put on form fields. */
  fields: Array<{ name: string; errors: string[] }>;
  /** A message to show as a toast, when the error did not land on a field and was not shown yet. */
  toast: string | null;
};

/**
 * Decides where a failed submit's error goes: server field errors onto the matching fields,
 * error codes that belong to one field (e.g. wrong captcha) onto it, anything else as a toast.
 */
export function planFormError(
  error: Pick<ApiError, 'code' | 'msg' | 'fields' | 'isNotified'>,
  formFields: readonly string[],
  codeFields: Readonly<Record<number, string>> = {},
): FormErrorPlan {
  const fields = Object.entries(error.fields)
    .filter(([name]) => formFields.includes(name))
    .map(([name, message]) => ({ name, errors: [message] }));
  const codeField = codeFields[error.code];
  if (codeField && formFields.includes(codeField) && !fields.some((field) => field.name === codeField)) {
    fields.push({ name: codeField, errors: [error.msg] });
  }
  return { fields, toast: fields.length === 0 && !error.isNotified ? error.msg : null };
}
