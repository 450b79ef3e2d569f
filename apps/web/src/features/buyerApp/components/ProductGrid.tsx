import type { ProductCard } from '@sc/contract';
import { Link } from 'react-router';
import { ProductThumb } from '../../../components/ProductThumb';
import { buyerPaths } from '../../../lib/paths';
import styles from './ProductGrid.module.css';

/** A supplier's products as picture cards; each opens its product page. */
export function ProductGrid({ products }: { products: readonly ProductCard[] }) {
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.productId}>
          <Link
            className={styles.card}
            to={buyerPaths.product(product.productId)}
            data-testid="showroom-product"
          >
            <ProductThumb src={product.imageUrl} alt={product.name} />
            <span className={styles.name}>{product.name}</span>
            {product.brand ? <span className={styles.brand}>{product.brand}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
