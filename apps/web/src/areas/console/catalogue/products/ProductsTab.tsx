import { PlusOutlined } from '@ant-design/icons';
import { type ConsoleMasterProduct, MASTER_PRODUCT_STATES, type MasterProductState } from '@sc/contract';
import { Badge, Button, Empty, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../../components/ListLoadError';
import { ListPagination } from '../../../../components/ListPagination';
import { SearchBox } from '../../../../components/SearchBox';
import { BrandPicker } from '../BrandPicker';
import { CategoryPicker } from '../CategoryPicker';
import styles from '../ConsoleCatalogue.module.css';
import { useDuplicateGroups, useMasterProducts } from '../consoleCatalogueApi';
import { DuplicatesDrawer } from './DuplicatesDrawer';
import { MasterProductDrawer } from './MasterProductDrawer';
import { MasterProductItem } from './MasterProductItem';

const PAGE_SIZE = 20;

/** What the drawer shows: a product by id, or the empty form for a new one. */
type Opened = { id: number } | { isNew: true } | null;

/** Products: search by words, UPC/EAN or MID, filter by brand, category and state; add, edit, retire, merge. */
export function ProductsTab() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [brandId, setBrandId] = useState<number | undefined>();
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [state, setState] = useState<MasterProductState>('active');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Opened>(null);
  const [isDuplicatesOpen, setDuplicatesOpen] = useState(false);
  const list = useMasterProducts({
    pageIndex: page,
    pageSize: PAGE_SIZE,
    state,
    ...(keyword ? { keyword } : {}),
    ...(brandId ? { brandId } : {}),
    ...(categoryId ? { categoryId } : {}),
  });
  const duplicates = useDuplicateGroups(1);
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const isFiltered = Boolean(keyword || brandId || categoryId || state !== 'active');

  return (
    <section aria-label={t('consoleCatalogue.tabs.products')}>
      <div className={styles.toolbar}>
        <SearchBox
          className={styles.search}
          value={keyword}
          onSearch={filtered(setKeyword)}
          placeholder={t('consoleCatalogue.products.search')}
          aria-label={t('consoleCatalogue.products.search')}
          data-testid="catalogue-search"
        />
        <BrandPicker
          className={styles.filter}
          value={brandId}
          onChange={filtered(setBrandId)}
          placeholder={t('consoleCatalogue.products.anyBrand')}
          allowClear
        />
        <CategoryPicker
          className={styles.filter}
          value={categoryId}
          onChange={filtered(setCategoryId)}
          placeholder={t('consoleCatalogue.products.anyCategory')}
          allowClear
        />
        <Segmented<MasterProductState>
          value={state}
          onChange={filtered(setState)}
          options={MASTER_PRODUCT_STATES.map((value) => ({
            value,
            label: t(`consoleCatalogue.products.state.${value}`),
          }))}
        />
        <span className={styles.actions}>
          <Badge count={duplicates.data?.total ?? 0} overflowCount={999}>
            <Button onClick={() => setDuplicatesOpen(true)} data-testid="catalogue-duplicates">
              {t('consoleCatalogue.duplicates.open')}
            </Button>
          </Badge>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setOpened({ isNew: true })}
            data-testid="catalogue-add-product"
          >
            {t('consoleCatalogue.products.add')}
          </Button>
        </span>
      </div>
      <ProductList
        isPending={list.isPending}
        data={list.data}
        error={list.error}
        isFiltered={isFiltered}
        onRetry={() => void list.refetch()}
        onOpen={(id) => setOpened({ id })}
        onPage={setPage}
      />
      <MasterProductDrawer
        productId={opened && 'id' in opened ? opened.id : null}
        isNew={opened !== null && 'isNew' in opened}
        onOpenProduct={(id) => setOpened({ id })}
        onClose={() => setOpened(null)}
      />
      <DuplicatesDrawer
        isOpen={isDuplicatesOpen}
        onClose={() => setDuplicatesOpen(false)}
        onOpenProduct={(id) => {
          setDuplicatesOpen(false);
          setOpened({ id });
        }}
      />
    </section>
  );
}

function ProductList({
  isPending,
  data,
  error,
  isFiltered,
  onRetry,
  onOpen,
  onPage,
}: {
  isPending: boolean;
  data: ReturnType<typeof useMasterProducts>['data'];
  error: unknown;
  isFiltered: boolean;
  onRetry: () => void;
  onOpen: (id: number) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!data)
    return (
      <ListLoadError
        title={t('consoleCatalogue.products.loadError')}
        error={error}
        hasData={false}
        onRetry={onRetry}
      />
    );
  if (data.list.length === 0)
    return (
      <Empty
        description={
          isFiltered ? t('consoleCatalogue.products.noMatch') : t('consoleCatalogue.products.empty')
        }
      />
    );
  return (
    <>
      {error ? (
        <ListLoadError
          title={t('consoleCatalogue.products.loadError')}
          error={error}
          hasData
          onRetry={onRetry}
        />
      ) : null}
      <ul className={styles.list} data-testid="catalogue-products">
        {data.list.map((product: ConsoleMasterProduct) => (
          <MasterProductItem key={product.id} product={product} onOpen={() => onOpen(product.id)} />
        ))}
      </ul>
      <ListPagination
        className={styles.pager}
        pageIndex={data.pageIndex}
        pageSize={data.pageSize}
        total={data.total}
        totalText={(n) => t('consoleCatalogue.products.total', { n })}
        onChange={onPage}
      />
    </>
  );
}
