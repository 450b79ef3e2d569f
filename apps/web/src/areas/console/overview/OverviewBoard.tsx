import { ReloadOutlined } from '@ant-design/icons';
import { Button, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { useConsoleSession } from '../../../lib/console/consoleSession';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { mayOpenSection } from '../consoleSections';
import styles from './ConsoleOverviewPage.module.css';
import {
  ContactsTile,
  ConversationsTile,
  CredentialsTile,
  ResponseTile,
  RevenueTile,
  RfqsTile,
  SignUpsTile,
  SuppliersTile,
  SupportTile,
  type TileProps,
} from './OverviewTiles';
import { useConsoleOverview } from './overviewApi';
import { longDay } from './overviewFormat';

/** The overview's tiles, from one server call; links only to the sections the member may open. */
export function OverviewBoard() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const tag = langTag(lang);
  const { permissions } = useConsoleSession();
  const overview = useConsoleOverview();
  if (overview.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!overview.data)
    return (
      <LoadError
        layout="page"
        title={t('consoleOverview.loadError')}
        detail={overview.error?.message}
        onRetry={() => void overview.refetch()}
      />
    );
  const data = overview.data;
  const props: TileProps = {
    data,
    tag,
    linkTo: (to, query = '') => (mayOpenSection(permissions, to) ? `${to}${query}` : null),
  };
  return (
    <>
      <div className={styles.meta}>
        <Typography.Text type="secondary">
          {t('consoleOverview.subtitle', { from: longDay(data.from, tag), to: longDay(data.to, tag) })}
        </Typography.Text>
        <span>
          <Typography.Text type="secondary">
            {t('consoleOverview.computedAt', { time: formatDateTime(data.computedAt, tag) })}
          </Typography.Text>{' '}
          <Button
            size="small"
            type="text"
            icon={<ReloadOutlined />}
            loading={overview.isFetching}
            onClick={() => void overview.refetch()}
            aria-label={t('consoleOverview.refresh')}
          />
        </span>
      </div>
      <div className={styles.grid}>
        <SuppliersTile {...props} />
        <SignUpsTile {...props} />
        <ResponseTile {...props} />
        <ConversationsTile {...props} />
        <ContactsTile {...props} />
        <RfqsTile {...props} />
        <RevenueTile {...props} />
        <CredentialsTile {...props} />
        <SupportTile {...props} />
      </div>
    </>
  );
}
