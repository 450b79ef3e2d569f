import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';

/** /403 */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <StatusPage status="403" title={t('errorPage.forbiddenTitle')} text={t('errorPage.forbiddenText')} />
  );
}
