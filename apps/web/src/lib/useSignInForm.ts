import { ErrorCode } from '@sc/contract';
import { Form, type FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { applyFormError } from './applyFormError';
import { createCaptchaKey } from './captchaKey';
import { useRevalidateOnLanguageChange } from './useRevalidateOnLanguageChange';

/** The fields every sign-in form has (see components/SignInFields). */
export type SignInValues = { username: string; password: string; code: string };

export type Captcha = {
  /** The key the current image was fetched with; the sign-in call sends it as `randomStr`. */
  key: string;
  /** A new image, and the form's `code` field emptied. */
  refresh: () => void;
};

/**
 * The form state shared by the portal, buyers' app and console sign-in: the form, its captcha, the
 * body of the sign-in call and what a failed attempt does. Each form keeps its own submit flow.
 */
export function useSignInForm<Values extends SignInValues>() {
  const [form] = Form.useForm<Values>();
  // Every sign-in form has `code` (SignInValues), which the generic form type cannot see.
  const anyForm: FormInstance = form;
  const [key, setKey] = useState(createCaptchaKey);
  useRevalidateOnLanguageChange(form);

  const refresh = useCallback(() => {
    setKey(createCaptchaKey());
    anyForm.setFieldValue('code', '');
  }, [anyForm]);
  const captcha: Captcha = { key, refresh };

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
