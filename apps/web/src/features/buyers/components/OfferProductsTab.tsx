import { Empty, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompactPagination } from '../../../components/CompactPagination';
import { paths } from '../../../lib/paths';
import { useOfferProducts } from '../api/useOfferProducts';
import styles from './BuyerProductsTab.module.css';
import { ProductRow } from './ProductRow';

const PAGE_SIZE = 6;
const REASON_COLORS = { purchasing: 'magenta', brand: 'blue', category: 'cyan' } as const;

/** "My products to offer": products of my list that match what the buyer buys, with why. */
export function OfferProductsTab({ buyerId }: { buyerId: number }) {
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(1);
  const offers = useOfferProducts(buyerId, pageIndex, PAGE_SIZE);
  const page = offers.data;

  if (offers.isPending) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  if (!page || page.list.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('buyers.offer.empty')}>
        <Link to={paths.catalogue}>{t('buyers.offer.browseCatalogue')}</Link>
      </Empty>
    );
  }
  return (
    <div className={offers.isPlaceholderData ? styles.stale : undefined}>
      <p className={styles.intro}>{t('buyers.offer.intro')}</p>
      <ul className={styles.list}>
        {page.list.map((product) => (
          <ProductRow key={product.id} product={product}>
            <span className={styles.reasons}>
              {product.reasons.map((reason) => (
                <Tag key={reason} color={REASON_COLORS[reason]} variant="filled">
                  {t(`buyers.offer.reason.${reason}`)}
                </Tag>
              ))}
            </span>
          </ProductRow>
        ))}
      </ul>
      <CompactPagination
        className={styles.pagination}
        pageIndex={pageIndex}
        pageSize={PAGE_SIZE}
        total={page.total}
        onChange={setPageIndex}
      />
    </div>
  );
}
