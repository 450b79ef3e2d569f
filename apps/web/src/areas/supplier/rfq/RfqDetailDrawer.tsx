import { AppstoreAddOutlined, CheckCircleFilled, FileAddOutlined, ShoppingOutlined } from '@ant-design/icons';
import type { RfqDetail } from '@sc/contract';
import { Button, Drawer, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useRfqDetail } from '../../../features/rfq/api/useRfqDetail';
import { FeaturedReasons } from '../../../features/rfq/components/FeaturedReasons';
import { MyQuoteView } from '../../../features/rfq/components/MyQuoteView';
import type { QuickQuoteTarget } from '../../../features/rfq/components/QuickQuoteModal';
import { QuotesLeft } from '../../../features/rfq/components/QuotesLeft';
import { RfqFacts } from '../../../features/rfq/components/RfqFacts';
import { RfqTimeLeft } from '../../../features/rfq/components/RfqTimeLeft';
import { RfqTranslate } from '../../../features/rfq/components/RfqTranslate';
import { catalogueSearchPath, MOBILE_LAYOUT_MAX_WIDTH, paths } from '../../../lib/paths';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import { BuyerPanel } from '../communicate/ChatBuyerPanel';
import styles from './RfqPages.module.css';

type RfqDetailDrawerProps = {
  /** The RFQ shown; null keeps the drawer closed. */
  rfqId: number | null;
  onClose: () => void;
  onQuote: (target: QuickQuoteTarget) => void;
};

/**
 * Whether I have the RFQ's product: a link to my products, or to the catalogue (searched for its
 * barcode, else opened on its category) to link or add it.
 */
function MyProductNote({ rfq }: { rfq: RfqDetail }) {
  const { t } = useTranslation();
  if (rfq.myProductId !== null) {
    return (
      <p className={styles.productNote}>
        <CheckCircleFilled className={styles.ok} aria-hidden="true" /> {t('rfq.detail.haveProduct')}{' '}
        <Link to={paths.myProducts}>
          <ShoppingOutlined aria-hidden="true" /> {t('rfq.detail.openMyProducts')}
        </Link>
      </p>
    );
  }
  return (
    <p className={styles.productNote}>
      {t('rfq.detail.noProduct')}{' '}
      <Link
        to={catalogueSearchPath(rfq.barcode ? { barcode: rfq.barcode } : { categoryId: rfq.category.id })}
      >
        <AppstoreAddOutlined aria-hidden="true" /> {t('rfq.detail.findInCatalogue')}
      </Link>
    </p>
  );
}

/**
 * One RFQ in full over the market or my quotes: every field and attachment, Translate, whether I
 * have the product, my quote with its versions, and the buyer's card as the chat shows it.
 */
export function RfqDetailDrawer({ rfqId, onClose, onQuote }: RfqDetailDrawerProps) {
  const { t } = useTranslation();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const detail = useRfqDetail(rfqId);
  const rfq = detail.data && detail.data.id === rfqId ? detail.data : null;
  const canQuote = rfq !== null && rfq.state === 'open' && rfq.myQuote === null && rfq.quotesLeft > 0;

  function body() {
    if (detail.isError) {
      return <LoadError title={t('rfq.detail.loadError')} onRetry={() => void detail.refetch()} />;
    }
    if (!rfq) return <Skeleton active paragraph={{ rows: 10 }} />;
    return (
      <div className={styles.detail}>
        <section className={styles.detailHead}>
          <h3 className={styles.detailTitle}>{rfq.productName}</h3>
          <div className={styles.tagRow}>
            <Tag>{rfq.category.name}</Tag>
            {rfq.myQuote ? (
              <Tag color="success" variant="filled" icon={<CheckCircleFilled />}>
                {t('rfq.card.quoted')}
              </Tag>
            ) : null}
            {rfq.featured ? <FeaturedReasons reasons={rfq.featuredReasons} /> : null}
          </div>
          <div className={styles.statusRow}>
            <QuotesLeft rfq={rfq} />
            <RfqTimeLeft rfq={rfq} />
          </div>
          <RfqTranslate key={rfq.id} rfqId={rfq.id} />
        </section>
        {rfq.myQuote ? (
          <section className={styles.myQuoteSection}>
            <h4 className={styles.sectionTitle}>{t('rfq.myQuote.title')}</h4>
            <MyQuoteView
              quote={rfq.myQuote}
              buyerId={rfq.buyer.id}
              onRevise={() => onQuote({ rfq, quote: rfq.myQuote, myProductId: rfq.myProductId })}
            />
          </section>
        ) : null}
        <RfqFacts rfq={rfq} />
        <MyProductNote rfq={rfq} />
        {rfq.myQuote || canQuote ? null : <p className={styles.muted}>{t('rfq.myQuote.noneClosed')}</p>}
        <section>
          <h4 className={styles.sectionTitle}>{t('rfq.detail.buyer')}</h4>
          <BuyerPanel buyer={rfq.buyerDetail} />
        </section>
      </div>
    );
  }

  return (
    <Drawer
      open={rfqId !== null}
      title={rfq ? t('rfq.detail.title', { number: rfq.number }) : t('rfq.detail.loading')}
      size={isMobile ? '100%' : 720}
      onClose={onClose}
      destroyOnHidden
      mask={{ closable: true }}
      footer={
        <Space className={styles.drawerFooter} wrap>
          <Button onClick={onClose}>{t('rfq.detail.close')}</Button>
          {rfq && canQuote ? (
            <Button
              type="primary"
              icon={<FileAddOutlined />}
              onClick={() => onQuote({ rfq, quote: null, myProductId: rfq.myProductId })}
            >
              {t('rfq.card.quote')}
            </Button>
          ) : null}
        </Space>
      }
    >
      {body()}
    </Drawer>
  );
}
