import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Re-runs validation of fields that show an error when the language changes, so errors follow it. */
export function useRevalidateOnLanguageChange(form: FormInstance): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    if (!language) return;
    const withErrors = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    if (withErrors.length > 0) void form.validateFields(withErrors).catch(() => undefined);
  }, [form, language]);
}
