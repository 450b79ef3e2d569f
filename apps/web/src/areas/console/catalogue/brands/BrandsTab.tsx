import { PlusOutlined } from '@ant-design/icons';
import type { ConsoleBrand } from '@sc/contract';
import { Button, Empty, Popconfirm, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../../components/ListLoadError';
import { ListPagination } from '../../../../components/ListPagination';
import { ProductThumb } from '../../../../components/ProductThumb';
import { SearchBox } from '../../../../components/SearchBox';
import { showSuccessMessage } from '../../../../lib/feedback';
import { useLanguage } from '../../../../lib/useLanguage';
import styles from '../ConsoleCatalogue.module.css';
import { categoryName } from '../catalogueForm';
import { useConsoleBrands, useConsoleCategoryTree, useDeleteBrand } from '../consoleCatalogueApi';
import { BrandFormModal } from './BrandFormModal';

const PAGE_SIZE = 20;

/** Category names by id in the UI language, for the brands' category lists. */
function useCategoryNames(): Map<number, string> {
  const { lang } = useLanguage();
  const tree = useConsoleCategoryTree();
  return useMemo(() => {
    const names = new Map<number, string>();
    for (const main of tree.data ?? []) {
      names.set(main.id, categoryName(main.names, lang));
      for (const sub of main.children) names.set(sub.id, categoryName(sub.names, lang));
    }
    return names;
  }, [tree.data, lang]);
}

function BrandItem({
  brand,
  categoryNames,
  onEdit,
}: {
  brand: ConsoleBrand;
  categoryNames: Map<number, string>;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteBrand();
  const isInUse = brand.products > 0;
  const deleteButton = (
    <Button danger disabled={isInUse} loading={remove.isPending}>
      {t('consoleCatalogue.delete')}
    </Button>
  );
  return (
    <li className={styles.card} data-testid="catalogue-brand-row">
      <ProductThumb
        src={brand.logo?.thumbUrl ?? brand.logo?.url}
        alt={brand.name}
        size={48}
        className={styles.logo}
      />
      <div className={styles.cardMain}>
        <span className={styles.cardHead}>
          <Typography.Text strong className={styles.name}>
            {brand.name}
          </Typography.Text>
          <Tag color={isInUse ? 'blue' : 'default'}>
            {t('consoleCatalogue.inUseBy', { count: brand.products })}
          </Tag>
        </span>
        <span className={styles.meta}>
          {brand.categoryIds.length > 0
            ? brand.categoryIds.map((id) => categoryNames.get(id) ?? `#${id}`).join(t('format.listSeparator'))
            : t('consoleCatalogue.brands.noCategories')}
        </span>
      </div>
      <div className={styles.cardActions}>
        <Button onClick={onEdit}>{t('consoleCatalogue.edit')}</Button>
        {isInUse ? (
          <Tooltip title={t('consoleCatalogue.brands.inUseHint', { count: brand.products })}>
            {deleteButton}
          </Tooltip>
        ) : (
          <Popconfirm
            title={t('consoleCatalogue.brands.deleteConfirm', { name: brand.name })}
            okText={t('consoleCatalogue.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('consoleCatalogue.cancel')}
            onConfirm={() =>
              remove
                .mutateAsync(brand.id)
                .then(() => showSuccessMessage(t('consoleCatalogue.brands.deleted')))
                .catch(() => undefined)
            }
          >
            {deleteButton}
          </Popconfirm>
        )}
      </div>
    </li>
  );
}

/** Brands: search, product counts ("in use by N"), add and edit (name, logo, categories), delete when unused. */
export function BrandsTab() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ConsoleBrand | 'new' | null>(null);
  const brands = useConsoleBrands({ pageIndex: page, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}) });
  const categoryNames = useCategoryNames();
  const data = brands.data;
  return (
    <section aria-label={t('consoleCatalogue.tabs.brands')}>
      <div className={styles.toolbar}>
        <SearchBox
          className={styles.search}
          value={keyword}
          onSearch={(value) => {
            setKeyword(value);
            setPage(1);
          }}
          placeholder={t('consoleCatalogue.brands.search')}
          aria-label={t('consoleCatalogue.brands.search')}
        />
        <span className={styles.spacer} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('consoleCatalogue.brands.add')}
        </Button>
      </div>
      {brands.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {!brands.isPending && !data ? (
        <ListLoadError
          title={t('consoleCatalogue.brands.loadError')}
          error={brands.error}
          hasData={false}
          onRetry={() => void brands.refetch()}
        />
      ) : null}
      {data && data.list.length === 0 ? (
        <Empty
          description={keyword ? t('consoleCatalogue.brands.noMatch') : t('consoleCatalogue.brands.empty')}
        />
      ) : null}
      {data && data.list.length > 0 ? (
        <>
          <ul className={styles.list}>
            {data.list.map((brand) => (
              <BrandItem
                key={brand.id}
                brand={brand}
                categoryNames={categoryNames}
                onEdit={() => setEditing(brand)}
              />
            ))}
          </ul>
          <ListPagination
            className={styles.pager}
            pageIndex={data.pageIndex}
            pageSize={data.pageSize}
            total={data.total}
            totalText={(n) => t('consoleCatalogue.brands.total', { n })}
            onChange={setPage}
          />
        </>
      ) : null}
      <BrandFormModal
        isOpen={editing !== null}
        brand={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
