import { CheckCircleFilled, PlusOutlined } from '@ant-design/icons';
import type { MasterProduct } from '@sc/contract';
import { Button, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProductThumb } from '../../../components/ProductThumb';
import { barcodeType } from '../../../lib/barcodeType';
import styles from './MasterProductCard.module.css';

type MasterProductCardProps = {
  product: MasterProduct;
  isAdding: boolean;
  onAdd: (product: MasterProduct) => void;
};

const SPECS_SHOWN = 2;

/** One catalogue product: image, category, name, brand, barcode, specs and "Add to my list". */
export function MasterProductCard({ product, isAdding, onAdd }: MasterProductCardProps) {
  const { t } = useTranslation();
  const image = product.images[0];
  const type = barcodeType(product.barcode);
  const moreSpecs = product.specs.length - SPECS_SHOWN;
  const isInList = product.myProductId !== null;

  return (
    <article className={styles.card} aria-label={product.name}>
      <ProductThumb src={image?.thumbUrl ?? image?.url} alt={product.name} className={styles.image} />
      <div className={styles.body}>
        {product.categoryPath.length > 0 ? (
          <span className={styles.category}>{product.categoryPath.join(' › ')}</span>
        ) : null}
        <Typography.Title level={5} className={styles.name} title={product.name}>
          {product.name}
        </Typography.Title>
        <span className={styles.brand}>{product.brand}</span>
        <dl className={styles.facts}>
          <dt>{type ?? t('catalogue.barcode')}</dt>
          <dd className={styles.code}>{product.barcode}</dd>
          <dt>{t('catalogue.mid')}</dt>
          <dd className={styles.code}>{product.mid}</dd>
        </dl>
        {product.specs.length > 0 ? (
          <p className={styles.specs}>
            {product.specs.slice(0, SPECS_SHOWN).join(' · ')}
            {moreSpecs > 0 ? (
              <Tooltip title={product.specs.slice(SPECS_SHOWN).join(' · ')}>
                <span className={styles.more}>{t('catalogue.moreSpecs', { count: moreSpecs })}</span>
              </Tooltip>
            ) : null}
          </p>
        ) : null}
        <div className={styles.footer}>
          {isInList ? (
            <Tag icon={<CheckCircleFilled />} color="success" variant="filled" className={styles.inList}>
              {t('catalogue.inMyList')}
            </Tag>
          ) : (
            <Button
              type="primary"
              ghost
              block
              icon={<PlusOutlined />}
              loading={isAdding}
              onClick={() => onAdd(product)}
              aria-label={t('catalogue.addNamed', { name: product.name })}
            >
              {t('catalogue.addToMyList')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
