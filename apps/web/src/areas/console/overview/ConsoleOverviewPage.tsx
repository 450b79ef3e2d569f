import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ConsoleShell } from '../ConsoleShell';

/** The console's overview section. */
export function ConsoleOverviewPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleOverview.title'));
  return (
    <ConsoleShell>
      <main>
        <Typography.Title level={4}>{t('consoleOverview.title')}</Typography.Title>
      </main>
    </ConsoleShell>
  );
}
