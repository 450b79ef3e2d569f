import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { ErrorCode } from '@sc/contract';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { QuotationSheet } from '../../../components/quotation/QuotationSheet';
import { useChatQuotation } from '../../../features/chat/api/useChatQuotation';
import type { ChatQuotationLinkState } from '../../../features/chat/components/MessageList';
import { menuPages } from '../../../features/menu/menuTree';
import { isApiError } from '../../../lib/ApiError';
import { editQuotationPath, MOBILE_LAYOUT_MAX_WIDTH, paths } from '../../../lib/paths';
import { useSession } from '../../../lib/useSession';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import styles from './ChatQuotationPage.module.css';

function parseMessageId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Fixed page /chatQuotation?messageId=N (SPEC 2 "Quotation shown from a chat"): the quotation of a
 * chat card as it is now, read-only, with what changed since it was sent, Edit, and the way back.
 */
export function ChatQuotationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const messageId = parseMessageId(params.get('messageId'));
  const { menu } = useSession();
  const pages = menuPages(menu);
  const canChat = pages.some((entry) => entry.component === 'Communicate');
  const canEdit = pages.some((entry) => entry.component === 'QuotationList');
  const query = useChatQuotation(canChat ? messageId : null);
  const isWide = useViewportWidth() >= MOBILE_LAYOUT_MAX_WIDTH;
  const backTo = (location.state as ChatQuotationLinkState | null)?.backTo ?? paths.communicate;

  if (!canChat) return <Navigate to={paths.forbidden} replace />;

  const back = (
    <Link to={backTo} className={styles.back}>
      <ArrowLeftOutlined aria-hidden="true" /> {t('chatQuotation.page.back')}
    </Link>
  );

  let body: ReactNode;
  const isMissing =
    messageId === null || (isApiError(query.error) && query.error.code === ErrorCode.RECORD_NOT_FOUND);
  if (isMissing) {
    body = (
      <Result
        status="404"
        title={t('chatQuotation.page.notFound')}
        subTitle={t('chatQuotation.page.notFoundHint')}
        extra={back}
      />
    );
  } else if (query.isError) {
    body = (
      <LoadError
        layout="page"
        title={t('chatQuotation.page.loadError')}
        detail={isApiError(query.error) ? query.error.msg : undefined}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!query.data) {
    body = <Skeleton active className={styles.skeleton} paragraph={{ rows: 8 }} />;
  } else {
    const quotation = query.data.quotation;
    body = (
      <QuotationSheet
        quotation={quotation}
        sent={{
          at: query.data.sentAt,
          version: query.data.sentVersion,
          supplierName: query.data.supplier.name,
        }}
        audience="supplier"
        layout={isWide ? 'table' : 'cards'}
        actions={
          canEdit ? (
            <Button icon={<EditOutlined />} onClick={() => navigate(editQuotationPath(quotation.id))}>
              {t('chatQuotation.page.edit')}
            </Button>
          ) : null
        }
      />
    );
  }

  return (
    <div className={styles.page}>
      <nav className={styles.bar}>{back}</nav>
      {body}
    </div>
  );
}
