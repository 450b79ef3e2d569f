import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';

/** /404 */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage status="404" title={t('errorPage.notFoundTitle')} text={t('errorPage.notFoundText')} />;
}
