import { CheckCircleFilled } from '@ant-design/icons';
import { Empty, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompactPagination } from '../../../components/CompactPagination';
import { formatDate } from '../../../lib/formatDate';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { type BuyerProductKind, useBuyerProducts } from '../api/useBuyerProducts';
import styles from './BuyerProductsTab.module.css';
import { ProductRow } from './ProductRow';

const PAGE_SIZE = 6;

/** One of a buyer's product lists (possibly purchasing, recently inquired, recently browsed), paged. */
export function BuyerProductsTab({ buyerId, kind }: { buyerId: number; kind: BuyerProductKind }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const [pageIndex, setPageIndex] = useState(1);
  const products = useBuyerProducts(buyerId, kind, pageIndex, PAGE_SIZE);
  const page = products.data;

  if (products.isPending) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  if (!page || page.list.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`buyers.products.empty.${kind}`)} />;
  }
  return (
    <div className={products.isPlaceholderData ? styles.stale : undefined}>
      <ul className={styles.list}>
        {page.list.map((product) => (
          <ProductRow key={product.id} product={product}>
            {product.categoryPath.length > 0 ? (
              <span className={styles.path}>{product.categoryPath.join(' › ')}</span>
            ) : null}
            <span className={styles.line}>
              <span className={styles.when}>
                {t(`buyers.products.at.${kind}`, { date: formatDate(product.at, tag) })}
              </span>
              {product.myProductId !== null ? (
                <Tag icon={<CheckCircleFilled />} color="success" variant="filled" className={styles.inList}>
                  {t('buyers.products.inMyList')}
                </Tag>
              ) : null}
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
