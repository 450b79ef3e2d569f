import type { ReactNode } from 'react';
import { ProductThumb } from '../../../components/ProductThumb';
import styles from './BuyerProductsTab.module.css';

type ProductRowProps = {
  product: { imageUrl: string | null; name: string; brand: string | null; barcode: string };
  /** Lines under the brand and barcode, e.g. when the buyer saw it or why to offer it. */
  children?: ReactNode;
};

/** One product in the buyer drawer's lists: picture, name, brand and barcode, then the caller's lines. */
export function ProductRow({ product, children }: ProductRowProps) {
  return (
    <li className={styles.item}>
      <ProductThumb src={product.imageUrl} alt={product.name} size={56} />
      <div className={styles.body}>
        <span className={styles.name} title={product.name}>
          {product.name}
        </span>
        <span className={styles.line}>
          {product.brand ? <span className={styles.brand}>{product.brand}</span> : null}
          <span className={styles.code}>{product.barcode}</span>
        </span>
        {children}
      </div>
    </li>
  );
}
