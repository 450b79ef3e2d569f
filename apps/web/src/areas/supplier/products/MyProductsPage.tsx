import { AppstoreOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { MyProductQuery, Product } from '@sc/contract';
import { Button, Empty, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ListLoadError } from '../../../components/ListLoadError';
import { useConfirmDeleteProduct } from '../../../features/products/api/useConfirmDeleteProduct';
import { useMyProducts } from '../../../features/products/api/useMyProducts';
import { ImportProductsModal } from '../../../features/products/components/ImportProductsModal';
import { ProductCardList } from '../../../features/products/components/ProductCardList';
import { ProductFormDrawer } from '../../../features/products/components/ProductFormDrawer';
import { type KindFilter, ProductsToolbar } from '../../../features/products/components/ProductsToolbar';
import { ProductTable } from '../../../features/products/components/ProductTable';
import { QuoteModal } from '../../../features/quotes/components/QuoteModal';
import { BrandAutoComplete } from '../../../features/reference/components/BrandAutoComplete';
import { CategoryCascader } from '../../../features/reference/components/CategoryCascader';
import { ReferenceSelect } from '../../../features/reference/components/ReferenceSelect';
import { MOBILE_LAYOUT_MAX_WIDTH, paths } from '../../../lib/paths';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import styles from './ProductsPages.module.css';

type ListState = { pageIndex: number; pageSize: number; keyword: string; kind: KindFilter };

function toQuery(state: ListState): MyProductQuery {
  return {
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
    ...(state.keyword ? { keyword: state.keyword } : {}),
    ...(state.kind !== 'all' ? { kind: state.kind } : {}),
  };
}

function parseKind(value: string | null): KindFilter {
  return value === 'own' || value === 'linked' ? value : 'all';
}

/** Menu page 'MyProducts' (/myProducts): own and linked products with edit, quote, delete, import. */
export function MyProductsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  // ?kind=own|linked opens the list filtered (the dashboard's product figures link here).
  const [params] = useSearchParams();
  const [state, setState] = useState<ListState>(() => ({
    pageIndex: 1,
    pageSize: 10,
    keyword: '',
    kind: parseKind(params.get('kind')),
  }));
  const query = useMemo(() => toQuery(state), [state]);
  const products = useMyProducts(query);
  const confirmDelete = useConfirmDeleteProduct();
  const [editing, setEditing] = useState<{ product: Product | null } | null>(null);
  const [quoting, setQuoting] = useState<Product | null>(null);
  const [isImportOpen, setIsImportOpen] = useState(false);

  const page = products.data;
  // After deleting the last product of the last page, show the page before it.
  useEffect(() => {
    if (page && page.list.length === 0 && page.total > 0 && state.pageIndex > 1) {
      setState((current) => ({ ...current, pageIndex: Math.ceil(page.total / current.pageSize) }));
    }
  }, [page, state.pageIndex]);

  const productControls = {
    brand: <BrandAutoComplete placeholder={t('products.fields.brandPlaceholder')} />,
    category: <CategoryCascader placeholder={t('products.fields.categoryPlaceholder')} />,
    origin: (
      <ReferenceSelect
        list="originCountries"
        isSearchable
        allowClear
        placeholder={t('products.fields.originPlaceholder')}
      />
    ),
    pricingUnit: <ReferenceSelect list="unitMeasures" />,
  };
  const quoteControls = {
    currency: <ReferenceSelect list="currencyTypes" isSearchable popupMatchSelectWidth={false} />,
    terms: <ReferenceSelect list="quotationTerms" placeholder={t('quotes.fields.termsPlaceholder')} />,
  };

  const isFiltered = Boolean(state.keyword) || state.kind !== 'all';
  const empty = isFiltered ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('products.emptyFiltered')} />
  ) : (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <Typography.Text strong>{t('products.emptyTitle')}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{t('products.emptyHint')}</Typography.Text>
        </>
      }
    >
      <Space wrap className={styles.emptyActions}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ product: null })}>
          {t('products.add')}
        </Button>
        <Button icon={<UploadOutlined />} onClick={() => setIsImportOpen(true)}>
          {t('products.import')}
        </Button>
        <Button icon={<AppstoreOutlined />} onClick={() => navigate(paths.catalogue)}>
          {t('products.browseCatalogue')}
        </Button>
      </Space>
    </Empty>
  );

  const listProps = {
    page,
    isLoading: products.isFetching,
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
    onPageChange: (pageIndex: number, pageSize: number) =>
      setState((current) => ({
        ...current,
        pageIndex: pageSize === current.pageSize ? pageIndex : 1,
        pageSize,
      })),
    empty,
    onEdit: (product: Product) => setEditing({ product }),
    onQuote: setQuoting,
    onDelete: confirmDelete,
  };

  return (
    <div className={styles.page}>
      <ProductsToolbar
        keyword={state.keyword}
        kind={state.kind}
        onSearch={(keyword) => setState((current) => ({ ...current, keyword, pageIndex: 1 }))}
        onKindChange={(kind) => setState((current) => ({ ...current, kind, pageIndex: 1 }))}
        onAdd={() => setEditing({ product: null })}
        onImport={() => setIsImportOpen(true)}
      />
      {products.isError ? (
        <ListLoadError
          title={t('products.loadError')}
          error={products.error}
          hasData={page !== undefined}
          onRetry={() => void products.refetch()}
        />
      ) : null}
      {products.isError && !page ? null : (
        <div className={styles.panel}>
          {isMobile ? <ProductCardList {...listProps} /> : <ProductTable {...listProps} />}
        </div>
      )}
      <ProductFormDrawer
        open={editing !== null}
        product={editing?.product ?? null}
        controls={productControls}
        onClose={() => setEditing(null)}
      />
      <QuoteModal product={quoting} controls={quoteControls} onClose={() => setQuoting(null)} />
      <ImportProductsModal open={isImportOpen} onClose={() => setIsImportOpen(false)} />
    </div>
  );
}
