import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ConsoleShell } from '../ConsoleShell';

/** The console's catalogue section. */
export function ConsoleCataloguePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleCatalogue.title'));
  return (
    <ConsoleShell>
      <main>
        <Typography.Title level={4}>{t('consoleCatalogue.title')}</Typography.Title>
      </main>
    </ConsoleShell>
  );
}
