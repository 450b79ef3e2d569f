import { ClearOutlined } from '@ant-design/icons';
import { ErrorCode, type MasterProduct } from '@sc/contract';
import { App, Button, Empty, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListLoadError } from '../../../components/ListLoadError';
import { ListPagination } from '../../../components/ListPagination';
import { useAddToMyList } from '../../../features/catalogue/api/useAddToMyList';
import { useMasterProducts } from '../../../features/catalogue/api/useMasterProducts';
import {
  buildMasterQuery,
  CATALOGUE_PAGE_SIZES,
  type CatalogueSearch,
  EMPTY_SEARCH,
  isFiltered,
  parseCatalogueSearch,
  toSearchParams,
} from '../../../features/catalogue/catalogueQuery';
import { CatalogueSearchBox } from '../../../features/catalogue/components/CatalogueSearchBox';
import { MasterProductGrid } from '../../../features/catalogue/components/MasterProductGrid';
import { BrandSelect } from '../../../features/reference/components/BrandSelect';
import { CategoryCascader } from '../../../features/reference/components/CategoryCascader';
import { isApiError } from '../../../lib/ApiError';
import { showErrorMessage, showSuccessMessage } from '../../../lib/feedback';
import { scrollPageToTop } from '../../../lib/motion';
import { paths } from '../../../lib/paths';
import styles from './ProductsPages.module.css';

/** Menu page 'Catalogue' (/catalogue): search the platform's products and add them to my list. */
export function CataloguePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseCatalogueSearch(params), [params]);
  const query = useMemo(() => buildMasterQuery(search), [search]);
  const result = useMasterProducts(query);
  const add = useAddToMyList();

  function update(patch: Partial<CatalogueSearch>) {
    setParams(toSearchParams({ ...search, pageIndex: 1, ...patch }));
  }

  function handlePageChange(pageIndex: number, pageSize: number) {
    update({ pageIndex: pageSize === search.pageSize ? pageIndex : 1, pageSize });
    scrollPageToTop();
  }

  function handleAdd(product: MasterProduct) {
    add.mutate(product.id, {
      onSuccess: () => showSuccessMessage(t('catalogue.added', { name: product.name })),
      onError: (error) => {
        if (isApiError(error) && error.code === ErrorCode.ALREADY_IN_LIST) void message.info(error.msg);
        else showErrorMessage(isApiError(error) ? error.msg : t('http.apiError'));
      },
    });
  }

  const page = result.data;
  const filtered = isFiltered(search);
  const empty = (
    <div className={styles.empty}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Text strong>
              {filtered ? t('catalogue.emptyTitle') : t('catalogue.emptyCatalogue')}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {filtered ? t('catalogue.emptyHint') : t('catalogue.emptyCatalogueHint')}
            </Typography.Text>
          </>
        }
      >
        {filtered ? (
          <Button icon={<ClearOutlined />} onClick={() => setParams(toSearchParams(EMPTY_SEARCH))}>
            {t('catalogue.clear')}
          </Button>
        ) : (
          <Link to={paths.myProducts}>{t('catalogue.goToMyProducts')}</Link>
        )}
      </Empty>
    </div>
  );

  return (
    <div className={styles.page}>
      <Typography.Paragraph type="secondary" className={styles.intro}>
        {t('catalogue.intro')}
      </Typography.Paragraph>
      <section className={styles.filters} aria-label={t('catalogue.filtersLabel')}>
        <div className={styles.searchCell}>
          <CatalogueSearchBox
            mode={search.mode}
            text={search.text}
            onSearch={(mode, text) => update({ mode, text })}
          />
        </div>
        <CategoryCascader
          id="catalogueCategory"
          aria-label={t('catalogue.category')}
          className={styles.filter}
          placeholder={t('catalogue.allCategories')}
          changeOnSelect
          value={search.categoryId}
          onChange={(categoryId) => update({ categoryId })}
        />
        <BrandSelect
          id="catalogueBrand"
          aria-label={t('catalogue.brand')}
          className={styles.filter}
          placeholder={t('catalogue.allBrands')}
          value={search.brand ?? undefined}
          onChange={(brand) => update({ brand: brand ?? null })}
        />
        {filtered ? (
          <Button
            type="text"
            icon={<ClearOutlined />}
            className={styles.clear}
            onClick={() => setParams(toSearchParams(EMPTY_SEARCH))}
          >
            {t('catalogue.clear')}
          </Button>
        ) : null}
      </section>

      {page && page.total > 0 ? (
        <p className={styles.count} aria-live="polite">
          {t('catalogue.resultCount', { count: page.total })}
        </p>
      ) : null}

      {result.isError ? (
        <ListLoadError
          title={t('catalogue.loadError')}
          error={result.error}
          hasData={page !== undefined}
          onRetry={() => void result.refetch()}
        />
      ) : null}
      <div className={result.isPlaceholderData ? styles.stale : undefined}>
        <MasterProductGrid
          products={page?.list ?? []}
          isLoading={result.isPending}
          addingId={add.isPending ? (add.variables ?? null) : null}
          onAdd={handleAdd}
          empty={result.isError ? null : empty}
        />
      </div>

      {page ? (
        <ListPagination
          className={styles.pagination}
          pageIndex={search.pageIndex}
          pageSize={search.pageSize}
          total={page.total}
          pageSizes={CATALOGUE_PAGE_SIZES}
          totalText={(total) => t('catalogue.total', { count: total })}
          onChange={handlePageChange}
        />
      ) : null}
    </div>
  );
}
