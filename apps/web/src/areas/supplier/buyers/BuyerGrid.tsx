import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import styles from './BuyersPages.module.css';

type BuyerGridProps<T extends { id: number }> = {
  buyers: readonly T[];
  isLoading: boolean;
  renderBuyer: (buyer: T) => ReactNode;
  /** Shown when there are no buyers. */
  empty: ReactNode;
};

const SKELETONS = Array.from({ length: 6 }, (_, index) => index);

/** Buyers as a responsive grid of cards: several columns on a desktop, one on a phone. */
export function BuyerGrid<T extends { id: number }>({
  buyers,
  isLoading,
  renderBuyer,
  empty,
}: BuyerGridProps<T>) {
  if (isLoading && buyers.length === 0) {
    return (
      <div className={styles.grid} aria-busy="true">
        {SKELETONS.map((key) => (
          <div key={key} className={styles.skeleton}>
            <Skeleton active avatar paragraph={{ rows: 3 }} />
          </div>
        ))}
      </div>
    );
  }
  if (buyers.length === 0) return <>{empty}</>;
  return (
    <ul className={styles.grid}>
      {buyers.map((buyer) => (
        <li key={buyer.id}>{renderBuyer(buyer)}</li>
      ))}
    </ul>
  );
}
