import type { Page, Product } from '@sc/contract';
import { Table, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductThumb } from '../../../components/ProductThumb';
import { barcodeType } from '../../../lib/barcodeType';
import { type ProductActionHandlers, ProductActions } from './ProductActions';
import styles from './ProductTable.module.css';
import { ExhibitedTag, ProductKindTag, QuoteStatusTag, RetiredFromCatalogueTag } from './ProductTags';

export type ProductListProps = ProductActionHandlers & {
  page: Page<Product> | undefined;
  isLoading: boolean;
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number, pageSize: number) => void;
  /** Shown when there are no products. */
  empty: ReactNode;
};

/** My products as a table (desktop and tablets). */
export function ProductTable({
  page,
  isLoading,
  pageIndex,
  pageSize,
  onPageChange,
  empty,
  ...actions
}: ProductListProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<Product> = [
    {
      key: 'image',
      title: <span className={styles.srOnly}>{t('products.columns.image')}</span>,
      width: 76,
      render: (_, product) => {
        const image = product.images[0];
        return <ProductThumb src={image?.thumbUrl ?? image?.url} alt={product.name} size={48} />;
      },
    },
    {
      key: 'name',
      title: t('products.columns.name'),
      render: (_, product) => (
        <div className={styles.nameCell}>
          <Typography.Text strong className={styles.name} title={product.name}>
            {product.name}
          </Typography.Text>
          <span className={styles.secondaryRow}>
            <span className={styles.secondary}>
              {t('products.columns.mid')} {product.mid}
            </span>
            {product.exhibited ? <ExhibitedTag /> : null}
            {product.retiredFromCatalogue ? <RetiredFromCatalogueTag /> : null}
          </span>
        </div>
      ),
    },
    {
      key: 'barcode',
      title: t('products.columns.barcode'),
      width: 140,
      render: (_, product) => (
        <div className={styles.nameCell}>
          <span className={styles.code}>{product.barcode}</span>
          <span className={styles.secondary}>{barcodeType(product.barcode) ?? ''}</span>
        </div>
      ),
    },
    {
      key: 'brand',
      title: t('products.columns.brand'),
      width: 120,
      ellipsis: true,
      render: (_, product) => product.brand ?? <span className={styles.none}>—</span>,
    },
    {
      key: 'category',
      title: t('products.columns.category'),
      width: 150,
      ellipsis: { showTitle: true },
      render: (_, product) =>
        product.categoryPath.length > 0 ? (
          product.categoryPath.join(' › ')
        ) : (
          <span className={styles.none}>—</span>
        ),
    },
    {
      key: 'kind',
      title: t('products.columns.kind'),
      width: 90,
      render: (_, product) => <ProductKindTag kind={product.kind} />,
    },
    {
      key: 'quote',
      title: t('products.columns.quote'),
      width: 110,
      render: (_, product) => <QuoteStatusTag status={product.quoteStatus} />,
    },
    {
      key: 'actions',
      title: t('products.columns.actions'),
      width: 116,
      fixed: 'right',
      render: (_, product) => <ProductActions product={product} {...actions} />,
    },
  ];

  return (
    <Table<Product>
      rowKey="id"
      className={styles.table}
      columns={columns}
      dataSource={page?.list ?? []}
      loading={isLoading}
      scroll={{ x: 940 }}
      locale={{ emptyText: isLoading ? ' ' : empty }}
      pagination={{
        current: pageIndex,
        pageSize,
        total: page?.total ?? 0,
        showSizeChanger: true,
        showQuickJumper: true,
        showTotal: (total) => t('products.total', { count: total }),
        onChange: onPageChange,
      }}
    />
  );
}
