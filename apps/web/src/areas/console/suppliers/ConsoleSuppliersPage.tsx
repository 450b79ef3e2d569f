import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ConsoleShell } from '../ConsoleShell';

/** The console's suppliers section. */
export function ConsoleSuppliersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleSuppliers.title'));
  return (
    <ConsoleShell>
      <main>
        <Typography.Title level={4}>{t('consoleSuppliers.title')}</Typography.Title>
      </main>
    </ConsoleShell>
  );
}
