import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { createCaptchaKey } from './captchaKey';

export type Captcha = {
  /** The key the current image was fetched with; the form's call sends it as `randomStr`. */
  key: string;
  /** A new image, and the form's `code` field emptied. */
  refresh: () => void;
};

/** The captcha of a form that has a `code` field (sign-in and sign-up): a key answers once. */
export function useCaptcha(form: FormInstance): Captcha {
  const [key, setKey] = useState(createCaptchaKey);
  const refresh = useCallback(() => {
    setKey(createCaptchaKey());
    form.setFieldValue('code', '');
  }, [form]);
  return { key, refresh };
}
