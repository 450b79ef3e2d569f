import {
  ArrowLeftOutlined,
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  FilePdfOutlined,
  InboxOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { ErrorCode, type Quotation } from '@sc/contract';
import { Alert, Button, Result, Skeleton, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { QuotationSheet } from '../../../components/quotation/QuotationSheet';
import { menuPages } from '../../../features/menu/menuTree';
import { useDownloadQuotationPdf } from '../../../features/quotations/api/useDownloadQuotationPdf';
import { useQuotation } from '../../../features/quotations/api/useQuotation';
import { QuotationHistory } from '../../../features/quotations/components/QuotationHistory';
import { QuotationSendStatus } from '../../../features/quotations/components/QuotationSendStatus';
import { QuotationSends } from '../../../features/quotations/components/QuotationSends';
import { useQuotationActions } from '../../../features/quotations/components/useQuotationActions';
import { isApiError } from '../../../lib/ApiError';
import {
  MOBILE_LAYOUT_MAX_WIDTH,
  paths,
  QUOTATION_VIEW_TABS,
  type QuotationViewTab,
  quotationViewPath,
} from '../../../lib/paths';
import { useSession } from '../../../lib/useSession';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import styles from './QuotationViewPage.module.css';

function idFrom(params: URLSearchParams): number | null {
  const value = params.get('id') ?? '';
  if (!/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function tabFrom(params: URLSearchParams): QuotationViewTab {
  const tab = params.get('tab');
  return QUOTATION_VIEW_TABS.find((value) => value === tab) ?? 'quotation';
}

/** The three tabs of a loaded quotation: as buyers see it, where it was sent, its versions. */
function QuotationTabs({
  quotation,
  tab,
  isWide,
}: {
  quotation: Quotation;
  tab: QuotationViewTab;
  isWide: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const layout = isWide ? 'table' : 'cards';
  const banner = (
    <Alert
      type="info"
      showIcon
      className={styles.banner}
      title={t('quotations.view.preview', { version: quotation.version })}
    />
  );
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) =>
        navigate(quotationViewPath(quotation.id, key as QuotationViewTab), { replace: true })
      }
      items={[
        {
          key: 'quotation',
          label: t('quotations.view.tabs.quotation'),
          children: <QuotationSheet quotation={quotation} audience="buyer" layout={layout} banner={banner} />,
        },
        {
          key: 'sends',
          label: t('quotations.view.tabs.sends', { count: quotation.sendCount }),
          children: <QuotationSends quotationId={quotation.id} />,
        },
        {
          key: 'history',
          label: t('quotations.view.tabs.history', { count: quotation.version }),
          children: <QuotationHistory quotation={quotation} layout={layout} />,
        },
      ]}
    />
  );
}

/**
 * Fixed page /quotationView?id=N (&tab=sends|history): one of my quotations read-only as buyers
 * see it, where it was sent and whether each buyer opened it, and its versions with what changed.
 */
export function QuotationViewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = idFrom(params);
  const tab = tabFrom(params);
  const canRead = menuPages(useSession().menu).some((entry) => entry.component === 'QuotationList');
  const query = useQuotation(canRead ? id : null);
  const isWide = useViewportWidth() >= MOBILE_LAYOUT_MAX_WIDTH;
  const actions = useQuotationActions({ onGone: () => navigate(paths.quotationList) });
  const pdf = useDownloadQuotationPdf();

  if (!canRead) return <Navigate to={paths.forbidden} replace />;

  const back = (
    <Link to={paths.quotationList} className={styles.back}>
      <ArrowLeftOutlined aria-hidden="true" /> {t('quotations.back')}
    </Link>
  );
  let body: ReactNode;
  if (id === null || (isApiError(query.error) && query.error.code === ErrorCode.RECORD_NOT_FOUND)) {
    body = <Result status="404" title={t('quotations.view.notFound')} extra={back} />;
  } else if (query.isError) {
    body = (
      <LoadError
        layout="page"
        title={t('quotations.view.loadError')}
        detail={isApiError(query.error) ? query.error.msg : undefined}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!query.data) {
    body = <Skeleton active className={styles.skeleton} paragraph={{ rows: 8 }} />;
  } else {
    const quotation = query.data;
    body = (
      <>
        <header className={styles.header}>
          <div className={styles.heading}>
            <h1 className={styles.title}>{t('quotations.view.title', { number: quotation.number })}</h1>
            <QuotationSendStatus quotation={quotation} />
          </div>
          <div className={styles.headerActions}>
            <Button type="primary" icon={<EditOutlined />} onClick={() => actions.edit(quotation)}>
              {t('quotations.edit')}
            </Button>
            <Button
              icon={<FilePdfOutlined />}
              loading={pdf.isPending}
              onClick={() => pdf.mutate(quotation.id)}
              data-testid="quotation-pdf"
            >
              {t('quotations.actions.downloadPdf')}
            </Button>
            <Button icon={<CopyOutlined />} onClick={() => actions.duplicate(quotation)}>
              {t('quotations.actions.duplicate')}
            </Button>
            {quotation.isArchived ? (
              <Button icon={<UndoOutlined />} onClick={() => actions.restore(quotation)}>
                {t('quotations.actions.restore')}
              </Button>
            ) : quotation.isDraft ? (
              <Button danger icon={<DeleteOutlined />} onClick={() => actions.deleteOrArchive(quotation)}>
                {t('quotations.actions.delete')}
              </Button>
            ) : (
              <Button icon={<InboxOutlined />} onClick={() => actions.deleteOrArchive(quotation)}>
                {t('quotations.actions.archive')}
              </Button>
            )}
          </div>
        </header>
        {quotation.isArchived ? (
          <Alert type="warning" showIcon className={styles.banner} title={t('quotations.view.archived')} />
        ) : quotation.isDraft ? (
          <Alert type="info" showIcon className={styles.banner} title={t('quotations.view.draft')} />
        ) : null}
        <div className={styles.tabs}>
          <QuotationTabs quotation={quotation} tab={tab} isWide={isWide} />
        </div>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <nav className={styles.bar}>{back}</nav>
      {body}
    </div>
  );
}
