import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ConsoleShell } from '../ConsoleShell';

/** The console's imports section. */
export function ConsoleImportsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleImports.title'));
  return (
    <ConsoleShell>
      <main>
        <Typography.Title level={4}>{t('consoleImports.title')}</Typography.Title>
      </main>
    </ConsoleShell>
  );
}
