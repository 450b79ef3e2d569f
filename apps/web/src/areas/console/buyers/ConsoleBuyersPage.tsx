import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ConsoleShell } from '../ConsoleShell';

/** The console's buyers section. */
export function ConsoleBuyersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleBuyers.title'));
  return (
    <ConsoleShell>
      <main>
        <Typography.Title level={4}>{t('consoleBuyers.title')}</Typography.Title>
      </main>
    </ConsoleShell>
  );
}
