import { Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader';
import { lazyPage } from '../../../lib/lazyPage';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ConsoleShell } from '../ConsoleShell';
import styles from './ConsoleOverviewPage.module.css';

// The charts are a chunk of their own: the console's sign-in and other sections never load them.
const OverviewBoard = lazyPage(() => import('./OverviewBoard').then((m) => m.OverviewBoard));

/** /console/overview, the console's home: the marketplace at a glance over the last 30 days. */
export function ConsoleOverviewPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleOverview.title'));
  return (
    <ConsoleShell>
      <main className={styles.body}>
        <Typography.Title level={4} className={styles.title}>
          {t('consoleOverview.title')}
        </Typography.Title>
        <Suspense fallback={<PageLoader />}>
          <OverviewBoard />
        </Suspense>
      </main>
    </ConsoleShell>
  );
}
