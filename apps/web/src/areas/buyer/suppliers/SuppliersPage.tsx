import { RightOutlined, SearchOutlined } from '@ant-design/icons';
import { Avatar, Empty, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/ListPagination';
import { LoadError } from '../../../components/LoadError';
import { SearchBox } from '../../../components/SearchBox';
import {
  SUPPLIER_PAGE_SIZE,
  useSupplierDirectory,
} from '../../../features/buyerApp/api/useSupplierDirectory';
import { categoryLabel } from '../../../features/buyerApp/categoryLabel';
import { buyerPaths } from '../../../lib/paths';
import { regionName } from '../../../lib/regionName';
import { BuyerShell } from '../BuyerShell';
import { useLocaleTag } from '../useLocaleTag';
import styles from './SuppliersPage.module.css';

/** /buyer/suppliers: supplier companies, searched by company or product name (?q=, ?page=). */
export function SuppliersPage() {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const pageIndex = Math.max(1, Number(params.get('page')) || 1);
  const directory = useSupplierDirectory(keyword, pageIndex);

  function search(value: string) {
    const next = new URLSearchParams();
    if (value.trim()) next.set('q', value.trim());
    setParams(next, { replace: true });
  }

  let body: React.ReactNode;
  if (directory.isPending) body = <Skeleton active avatar className={styles.skeleton} />;
  else if (directory.data === undefined)
    body = (
      <LoadError
        layout="page"
        title={t('buyerApp.suppliers.loadError')}
        onRetry={() => void directory.refetch()}
      />
    );
  else if (directory.data.list.length === 0)
    body = <Empty className={styles.empty} description={t('buyerApp.suppliers.empty')} />;
  else
    body = (
      <>
        <ul className={styles.list}>
          {directory.data.list.map((supplier) => (
            <li key={supplier.id}>
              <Link className={styles.item} to={buyerPaths.showroom(supplier.id)} data-testid="supplier-item">
                <Avatar shape="square" size={48} className={styles.avatar}>
                  {supplier.name.slice(0, 1).toUpperCase()}
                </Avatar>
                <span className={styles.body}>
                  <strong className={styles.name}>{supplier.name}</strong>
                  <span className={styles.meta}>
                    {[
                      regionName(supplier.country, localeTag),
                      t('buyerApp.suppliers.productCount', { count: supplier.productCount }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  {supplier.mainCategories.length ? (
                    <span className={styles.tags}>
                      {supplier.mainCategories.slice(0, 3).map((category) => (
                        <Tag key={category} bordered={false} color="blue">
                          {categoryLabel(category, t)}
                        </Tag>
                      ))}
                    </span>
                  ) : null}
                </span>
                <RightOutlined className={styles.chevron} />
              </Link>
            </li>
          ))}
        </ul>
        {directory.data.total > SUPPLIER_PAGE_SIZE ? (
          <ListPagination
            className={styles.pager}
            pageIndex={pageIndex}
            pageSize={SUPPLIER_PAGE_SIZE}
            total={directory.data.total}
            totalText={(total) => t('buyerApp.suppliers.total', { total })}
            onChange={(page) => {
              const next = new URLSearchParams(params);
              next.set('page', String(page));
              setParams(next);
            }}
          />
        ) : null}
      </>
    );

  return (
    <BuyerShell title={t('buyerApp.suppliers.title')}>
      <div className={styles.search}>
        <SearchBox
          enterButton={<SearchOutlined aria-label={t('buyerApp.suppliers.searchButton')} />}
          placeholder={t('buyerApp.suppliers.search')}
          aria-label={t('buyerApp.suppliers.search')}
          value={keyword}
          onSearch={search}
        />
      </div>
      {directory.isError && directory.data ? (
        <LoadError title={t('buyerApp.suppliers.loadError')} onRetry={() => void directory.refetch()} />
      ) : null}
      {body}
    </BuyerShell>
  );
}
