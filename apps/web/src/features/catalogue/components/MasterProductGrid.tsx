import type { MasterProduct } from '@sc/contract';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { MasterProductCard } from './MasterProductCard';
import styles from './MasterProductGrid.module.css';

type MasterProductGridProps = {
  products: readonly MasterProduct[];
  isLoading: boolean;
  /** The master product being added right now, if any. */
  addingId: number | null;
  onAdd: (product: MasterProduct) => void;
  /** Shown when the page has no products. */
  empty: ReactNode;
};

const SKELETONS = Array.from({ length: 8 }, (_, index) => index);

/** Catalogue results as a responsive grid of cards. */
export function MasterProductGrid({ products, isLoading, addingId, onAdd, empty }: MasterProductGridProps) {
  if (isLoading && products.length === 0) {
    return (
      <div className={styles.grid} aria-busy="true">
        {SKELETONS.map((key) => (
          <div key={key} className={styles.skeleton}>
            <Skeleton.Node active className={styles.skeletonImage}>
              <span />
            </Skeleton.Node>
            <Skeleton active title paragraph={{ rows: 3 }} />
          </div>
        ))}
      </div>
    );
  }
  if (products.length === 0) return <>{empty}</>;
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.id}>
          <MasterProductCard product={product} isAdding={addingId === product.id} onAdd={onAdd} />
        </li>
      ))}
    </ul>
  );
}
