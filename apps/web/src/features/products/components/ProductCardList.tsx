import { Pagination, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProductThumb } from '../../../components/ProductThumb';
import { barcodeType } from '../../../lib/barcodeType';
import { ProductActions } from './ProductActions';
import styles from './ProductCardList.module.css';
import type { ProductListProps } from './ProductTable';
import { ExhibitedTag, ProductKindTag, QuoteStatusTag, RetiredFromCatalogueTag } from './ProductTags';

/** My products as stacked cards (phones), with the same actions and paging as the table. */
export function ProductCardList({
  page,
  isLoading,
  pageIndex,
  pageSize,
  onPageChange,
  empty,
  ...actions
}: ProductListProps) {
  const { t } = useTranslation();
  const products = page?.list ?? [];
  return (
    <Spin spinning={isLoading}>
      {products.length === 0 ? (
        <div className={styles.empty}>{isLoading ? null : empty}</div>
      ) : (
        <ul className={styles.list}>
          {products.map((product) => {
            const image = product.images[0];
            const type = barcodeType(product.barcode);
            return (
              <li key={product.id} className={styles.card}>
                <div className={styles.top}>
                  <ProductThumb src={image?.thumbUrl ?? image?.url} alt={product.name} size={64} />
                  <div className={styles.body}>
                    <strong className={styles.name}>{product.name}</strong>
                    <span className={styles.meta}>
                      {type ? `${type} ` : ''}
                      <span className={styles.code}>{product.barcode}</span>
                    </span>
                    <span className={styles.meta}>
                      {[product.brand, product.categoryPath.at(-1)].filter(Boolean).join(' · ')}
                    </span>
                    <span className={styles.tags}>
                      <ProductKindTag kind={product.kind} />
                      <QuoteStatusTag status={product.quoteStatus} />
                      {product.exhibited ? <ExhibitedTag /> : null}
                      {product.retiredFromCatalogue ? <RetiredFromCatalogueTag /> : null}
                    </span>
                  </div>
                </div>
                <div className={styles.actions}>
                  <ProductActions product={product} {...actions} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {page && page.total > 0 ? (
        <Pagination
          className={styles.pagination}
          current={pageIndex}
          pageSize={pageSize}
          total={page.total}
          size="small"
          showTotal={(total) => t('products.total', { count: total })}
          showSizeChanger={false}
          onChange={onPageChange}
        />
      ) : null}
    </Spin>
  );
}
