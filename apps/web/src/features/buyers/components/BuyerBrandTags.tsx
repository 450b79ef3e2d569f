import { Tag } from 'antd';
import { TagRow } from '../../../components/TagRow';

/** The brands a buyer is interested in, as tags; a dash when none. */
export function BuyerBrandTags({ brands }: { brands: readonly string[] }) {
  if (brands.length === 0) return '—';
  return (
    <TagRow>
      {brands.map((brand) => (
        <Tag key={brand} color="blue">
          {brand}
        </Tag>
      ))}
    </TagRow>
  );
}
