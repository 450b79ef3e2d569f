import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ConsoleShell } from '../ConsoleShell';

/** The console's operators section: team members, their roles and two-factor sign-in (issue 19). */
export function ConsoleOperatorsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('operators.title'));
  return (
    <ConsoleShell>
      <main>
        <Typography.Title level={4}>{t('operators.title')}</Typography.Title>
      </main>
    </ConsoleShell>
  );
}
