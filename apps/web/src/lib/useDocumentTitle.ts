import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<page> – Supplier Cloud" (or the brand alone without a page title). */
export function useDocumentTitle(page: string | null | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = page ? t('app.documentTitle', { page }) : t('app.name');
  }, [page, t]);
}
