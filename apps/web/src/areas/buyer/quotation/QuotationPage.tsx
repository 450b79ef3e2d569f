import { FilePdfOutlined, MessageOutlined } from '@ant-design/icons';
import { ErrorCode } from '@sc/contract';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { QuotationSheet } from '../../../components/quotation/QuotationSheet';
import { useBuyerChatQuotation } from '../../../features/buyerApp/api/useBuyerChatQuotation';
import { useBuyerConversations } from '../../../features/buyerApp/api/useBuyerConversations';
import { useDownloadChatQuotationPdf } from '../../../features/buyerApp/api/useDownloadChatQuotationPdf';
import { isApiError } from '../../../lib/ApiError';
import { buyerPaths } from '../../../lib/paths';
import { BuyerShell } from '../BuyerShell';
import { parseId } from '../parseId';
import styles from './QuotationPage.module.css';

/** /buyer/quotation/:messageId: a quotation a supplier sent in a chat, as it is now, read-only. */
export function QuotationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const messageId = parseId(useParams().messageId);
  const query = useBuyerChatQuotation(messageId);
  const pdf = useDownloadChatQuotationPdf();
  const data = query.data;
  const conversations = useBuyerConversations(data !== undefined);
  const conversation = data ? conversations.data?.find((c) => c.supplier.id === data.supplier.id) : undefined;
  const chatPath = conversation ? buyerPaths.chat(conversation.id) : buyerPaths.root;

  let body: ReactNode;
  if (messageId === null || (isApiError(query.error) && query.error.code === ErrorCode.RECORD_NOT_FOUND)) {
    body = (
      <Result
        status="404"
        title={t('chatQuotation.page.notFound')}
        extra={<Link to={buyerPaths.root}>{t('buyerApp.nav.conversations')}</Link>}
      />
    );
  } else if (query.isError) {
    body = (
      <LoadError
        layout="page"
        title={t('chatQuotation.page.loadError')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!data) {
    body = <Skeleton active className={styles.skeleton} paragraph={{ rows: 8 }} />;
  } else {
    body = (
      <div className={styles.content}>
        <QuotationSheet
          quotation={data.quotation}
          sent={{ at: data.sentAt, version: data.sentVersion, supplierName: data.supplier.name }}
          audience="buyer"
          layout="cards"
        />
        <div className={styles.askBar}>
          <Button
            size="large"
            block
            icon={<FilePdfOutlined />}
            loading={pdf.isPending}
            onClick={() => messageId !== null && pdf.mutate(messageId)}
            data-testid="quotation-pdf"
          >
            {t('chatQuotation.page.downloadPdf')}
          </Button>
          <Button
            type="primary"
            size="large"
            block
            icon={<MessageOutlined />}
            onClick={() => navigate(chatPath)}
          >
            {t('chatQuotation.page.reply', { name: data.supplier.name })}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <BuyerShell
      title={
        data ? t('chatQuotation.page.title', { number: data.quotation.number }) : t('chatQuotation.cardLabel')
      }
      subtitle={data?.supplier.name}
      backTo={chatPath}
    >
      {body}
    </BuyerShell>
  );
}
