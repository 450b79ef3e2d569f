import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { Product } from '@sc/contract';
import { Button, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/SearchBox';
import styles from './ProductsToolbar.module.css';

export type KindFilter = Product['kind'] | 'all';

type ProductsToolbarProps = {
  keyword: string;
  kind: KindFilter;
  onSearch: (keyword: string) => void;
  onKindChange: (kind: KindFilter) => void;
  onAdd: () => void;
  onImport: () => void;
};

/** Search, own/linked filter, "Add product" and "Import" above my products. */
export function ProductsToolbar({
  keyword,
  kind,
  onSearch,
  onKindChange,
  onAdd,
  onImport,
}: ProductsToolbarProps) {
  const { t } = useTranslation();
  const kinds: KindFilter[] = ['all', 'own', 'linked'];

  return (
    <div className={styles.toolbar}>
      <div className={styles.filters}>
        <SearchBox
          id="myProductsSearch"
          className={styles.search}
          aria-label={t('products.searchLabel')}
          placeholder={t('products.searchPlaceholder')}
          value={keyword}
          onSearch={onSearch}
        />
        <Segmented<KindFilter>
          aria-label={t('products.kindFilter')}
          value={kind}
          options={kinds.map((value) => ({ value, label: t(`products.kindOption.${value}`) }))}
          onChange={onKindChange}
        />
      </div>
      <div className={styles.buttons}>
        <Button icon={<UploadOutlined />} onClick={onImport}>
          {t('products.import')}
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {t('products.add')}
        </Button>
      </div>
    </div>
  );
}
