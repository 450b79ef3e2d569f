import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { Product } from '@sc/contract';
import { Button, Input, Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);
  const kinds: KindFilter[] = ['all', 'own', 'linked'];

  return (
    <div className={styles.toolbar}>
      <div className={styles.filters}>
        <Input.Search
          id="myProductsSearch"
          className={styles.search}
          aria-label={t('products.searchLabel')}
          placeholder={t('products.searchPlaceholder')}
          allowClear
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (!event.target.value && keyword) onSearch('');
          }}
          onSearch={(value) => onSearch(value.trim())}
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
