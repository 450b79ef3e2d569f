import { FallOutlined } from '@ant-design/icons';
import styles from './LowestPriceTag.module.css';

/** The green mark on the cheapest quote ("Lowest price", "Lowest in EUR"). */
export function LowestPriceTag({ label }: { label: string }) {
  return (
    <span className={styles.tag} data-testid="lowest">
      <FallOutlined /> {label}
    </span>
  );
}
