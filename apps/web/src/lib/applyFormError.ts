import type { FormInstance } from 'antd';
import { ApiError, CLIENT_ERROR_CODES } from './ApiError';
import { showErrorMessage } from './feedback';
import { translate } from './i18n';
import { planFormError } from './planFormError';

/**
 * Shows a failed submit on its form: field errors via `setFields`, the rest as a toast.
 * `codeFields` maps an error code to the field it concerns, e.g. `{ 1100: 'code' }`.
 */
export function applyFormError(
  form: FormInstance,
  error: unknown,
  codeFields: Readonly<Record<number, string>> = {},
): void {
  const apiError =
    error instanceof ApiError
      ? error
      : new ApiError({ code: CLIENT_ERROR_CODES.network, msg: translate('http.apiError') });
  if (!(error instanceof ApiError)) console.error(error);
  const formFields = form.getFieldsError().map((field) => String(field.name[0]));
  const plan = planFormError(apiError, formFields, codeFields);
  if (plan.fields.length > 0) form.setFields(plan.fields);
  if (plan.toast) showErrorMessage(plan.toast);
}
