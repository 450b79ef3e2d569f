import { Tag } from 'antd';
import styles from './BuyerBrandTags.module.css';

/** The brands a buyer is interested in, as tags; a dash when none. */
export function BuyerBrandTags({ brands }: { brands: readonly string[] }) {
  if (brands.length === 0) return '—';
  return (
    <span className={styles.tags}>
      {brands.map((brand) => (
        <Tag key={brand} color="blue">
          {brand}
        </Tag>
      ))}
    </span>
  );
}
