import { ErrorCode } from '@sc/contract';
import { Form, type FormInstance } from 'antd';
import { applyFormError } from './applyFormError';
import { useCaptcha } from './useCaptcha';
import { useRevalidateOnLanguageChange } from './useRevalidateOnLanguageChange';

/** The fields every sign-in form has (see components/SignInFields). */
export type SignInValues = { username: string; password: string; code: string };

/**
 * The form state shared by the portal, buyers' app and console sign-in: the form, its captcha, the
 * body of the sign-in call and what a failed attempt does. Each form keeps its own submit flow.
 */
export function useSignInForm<Values extends SignInValues>() {
  const [form] = Form.useForm<Values>();
  // Every sign-in form has `code` (SignInValues), which the generic form type cannot see.
  const anyForm: FormInstance = form;
  const captcha = useCaptcha(anyForm);
  const { key, refresh } = captcha;
  useRevalidateOnLanguageChange(form);

  return {
    form,
    captcha,
    /** The credentials of the sign-in call: trimmed account and code, with the captcha key. */
    toCredentials: (values: SignInValues) => ({
      username: values.username.trim(),
      password: values.password,
      randomStr: key,
      code: values.code.trim(),
    }),
    /** A failed attempt: a captcha key answers once, so a new image; the error goes on its field. */
    handleFailure: (error: unknown) => {
      refresh();
      applyFormError(form, error, { [ErrorCode.CAPTCHA_INVALID]: 'code' });
    },
  };
}
