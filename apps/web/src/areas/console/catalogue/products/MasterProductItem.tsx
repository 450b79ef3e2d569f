import type { ConsoleMasterProduct } from '@sc/contract';
import { Button, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProductThumb } from '../../../../components/ProductThumb';
import { barcodeType } from '../../../../lib/barcodeType';
import styles from '../ConsoleCatalogue.module.css';

/** Active, retired, or merged into another product. */
export function ProductStateTag({ product }: { product: ConsoleMasterProduct }) {
  const { t } = useTranslation();
  if (product.mergedInto)
    return (
      <Tag color="default">
        {t('consoleCatalogue.products.mergedInto', { name: product.mergedInto.name })}
      </Tag>
    );
  if (product.state === 'retired')
    return <Tag color="warning">{t('consoleCatalogue.products.state.retired')}</Tag>;
  return null;
}

/** "Linked by 3 suppliers · wanted by 2 buyers · 1 RFQ". */
export function LinkCounts({ product }: { product: ConsoleMasterProduct }) {
  const { t } = useTranslation();
  return (
    <span className={styles.meta}>
      {[
        t('consoleCatalogue.products.linkedSuppliers', { count: product.linkedSuppliers }),
        t('consoleCatalogue.products.wantedByBuyers', { count: product.wantedByBuyers }),
        t('consoleCatalogue.products.rfqs', { count: product.rfqs }),
      ].join(' · ')}
    </span>
  );
}

/** One master product in the list: picture, name, codes, brand and category, what links to it. */
export function MasterProductItem({
  product,
  onOpen,
}: {
  product: ConsoleMasterProduct;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const image = product.images[0];
  const type = barcodeType(product.barcode);
  return (
    <li className={styles.card} data-testid="catalogue-product-row">
      <ProductThumb src={image?.thumbUrl ?? image?.url} alt={product.name} size={56} />
      <div className={styles.cardMain}>
        <span className={styles.cardHead}>
          <Typography.Text strong className={styles.name}>
            {product.name}
          </Typography.Text>
          <ProductStateTag product={product} />
        </span>
        <span className={styles.meta}>
          {type ? `${type} ` : ''}
          <span className={styles.code}>{product.barcode}</span> · {t('consoleCatalogue.products.mid')}{' '}
          <span className={styles.code}>{product.mid}</span>
        </span>
        <span className={styles.meta}>
          {product.brand.name} · {product.categoryPath.join(' › ')}
        </span>
        <LinkCounts product={product} />
      </div>
      <div className={styles.cardActions}>
        <Button onClick={onOpen}>{t('consoleCatalogue.products.open')}</Button>
      </div>
    </li>
  );
}
