import { CONSOLE_IMPORT_KINDS, CONSOLE_IMPORT_PERMISSIONS, type ConsoleImportKind } from '@sc/contract';
import { Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConsoleSession } from '../../../lib/console/consoleSession';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ConsoleShell } from '../ConsoleShell';
import styles from './ConsoleImportsPage.module.css';
import { ImportJobList } from './ImportJobList';
import { NewImportPanel } from './NewImportPanel';

/**
 * /console/imports: bulk imports of catalogue products and buyer accounts, the kinds the member's
 * permissions allow. Template → upload → preview with per-cell errors → a background job with a
 * progress bar → counts and a report.
 */
export function ConsoleImportsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleImports.title'));
  const session = useConsoleSession();
  const kinds = CONSOLE_IMPORT_KINDS.filter((kind) =>
    session.permissions.includes(CONSOLE_IMPORT_PERMISSIONS[kind]),
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('kind');
  const kind: ConsoleImportKind | undefined = kinds.find((k) => k === requested) ?? kinds[0];

  return (
    <ConsoleShell>
      <main className={styles.body}>
        <div className={styles.column}>
          <div className={styles.toolbar}>
            <Typography.Title level={4} className={styles.title}>
              {t('consoleImports.title')}
            </Typography.Title>
            {kinds.length > 1 && kind ? (
              <Segmented<ConsoleImportKind>
                value={kind}
                options={kinds.map((value) => ({ value, label: t(`consoleImports.kinds.${value}`) }))}
                onChange={(value) => setSearchParams({ kind: value }, { replace: true })}
              />
            ) : null}
          </div>
          {kind ? (
            <>
              <NewImportPanel key={`new-${kind}`} kind={kind} />
              <ImportJobList key={`jobs-${kind}`} kind={kind} />
            </>
          ) : null}
        </div>
      </main>
    </ConsoleShell>
  );
}
