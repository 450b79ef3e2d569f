import { MessageOutlined, RightOutlined, ShopOutlined } from '@ant-design/icons';
import { ErrorCode } from '@sc/contract';
import { Button, Descriptions, Result, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { ProductThumb } from '../../../components/ProductThumb';
import { TagRow } from '../../../components/TagRow';
import { useShowroomProduct } from '../../../features/buyerApp/api/useShowroomProduct';
import { isApiError } from '../../../lib/ApiError';
import { buyerPaths } from '../../../lib/paths';
import { regionName } from '../../../lib/regionName';
import { BuyerShell } from '../BuyerShell';
import { parseId } from '../parseId';
import { useLocaleTag } from '../useLocaleTag';
import styles from './ProductPage.module.css';

/** /buyer/product/:productId: pictures, facts, the supplier, and "Ask about this product". */
export function ProductPage() {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const navigate = useNavigate();
  const productId = parseId(useParams().productId);
  const query = useShowroomProduct(productId);
  const product = query.data;

  function handleAsk() {
    if (!product) return;
    const draft = t('buyerApp.product.askText', { name: product.name, barcode: product.barcode });
    navigate(buyerPaths.newChat(product.supplierId), {
      state: { draft, supplierName: product.supplierName },
    });
  }

  let body: React.ReactNode;
  if (isApiError(query.error) && query.error.code === ErrorCode.SUPPLIER_UNAVAILABLE) {
    // Its supplier is suspended by the platform team: nothing to retry.
    body = <Result status="info" title={query.error.msg} data-testid="supplier-unavailable" />;
  } else if (productId === null || query.isError) {
    body = (
      <LoadError layout="page" title={t('buyerApp.product.loadError')} onRetry={() => void query.refetch()} />
    );
  } else if (!product) {
    body = <Skeleton active className={styles.skeleton} />;
  } else {
    const pictures = [...new Set(product.images.length ? product.images : [product.imageUrl ?? ''])];
    body = (
      <>
        <section className={styles.gallery} aria-label={t('buyerApp.product.pictures')}>
          {pictures.map((src, index) => (
            <a key={src} className={styles.picture} href={src || undefined} target="_blank" rel="noreferrer">
              <ProductThumb
                src={src || null}
                alt={t('buyerApp.product.picture', { name: product.name, index: index + 1 })}
              />
            </a>
          ))}
        </section>
        <section className={styles.card}>
          <h2 className={styles.name}>{product.name}</h2>
          {product.brand ? <span className={styles.brand}>{product.brand}</span> : null}
          {product.specs.length ? (
            <div className={styles.specs}>
              <span className={styles.label}>{t('buyerApp.product.specs')}</span>
              <TagRow>
                {product.specs.map((spec) => (
                  <Tag key={spec}>{spec}</Tag>
                ))}
              </TagRow>
            </div>
          ) : null}
        </section>
        <section className={styles.card}>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'barcode', label: t('buyerApp.product.barcode'), children: product.barcode },
              ...(product.origin
                ? [
                    {
                      key: 'origin',
                      label: t('buyerApp.product.origin'),
                      children: regionName(product.origin, localeTag),
                    },
                  ]
                : []),
              ...(product.shelfLifeDays !== null
                ? [
                    {
                      key: 'shelf',
                      label: t('buyerApp.product.shelfLife'),
                      children: t('buyerApp.product.days', { count: product.shelfLifeDays }),
                    },
                  ]
                : []),
              ...(product.unitsPerCase !== null
                ? [{ key: 'case', label: t('buyerApp.product.unitsPerCase'), children: product.unitsPerCase }]
                : []),
            ]}
          />
        </section>
        <Link className={`${styles.card} ${styles.supplier}`} to={buyerPaths.showroom(product.supplierId)}>
          <ShopOutlined className={styles.supplierIcon} />
          <span className={styles.supplierText}>
            <span className={styles.label}>{t('buyerApp.product.supplier')}</span>
            <strong>{product.supplierName}</strong>
          </span>
          <RightOutlined className={styles.chevron} />
        </Link>
        <div className={styles.askBar}>
          <Button
            type="primary"
            size="large"
            block
            icon={<MessageOutlined />}
            onClick={handleAsk}
            data-testid="ask-product"
          >
            {t('buyerApp.product.ask')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <BuyerShell
      title={product?.name ?? t('buyerApp.product.title')}
      backTo={product ? buyerPaths.showroom(product.supplierId) : buyerPaths.suppliers}
    >
      {body}
    </BuyerShell>
  );
}
