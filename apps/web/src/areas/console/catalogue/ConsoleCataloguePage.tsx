import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ConsoleShell } from '../ConsoleShell';
import { AttributesTab } from './attributes/AttributesTab';
import { BrandsTab } from './brands/BrandsTab';
import styles from './ConsoleCatalogue.module.css';
import { CategoriesTab } from './categories/CategoriesTab';
import { ProductsTab } from './products/ProductsTab';

const TABS = ['products', 'brands', 'categories', 'attributes'] as const;
type CatalogueTab = (typeof TABS)[number];
const isTab = (value: string | null): value is CatalogueTab => TABS.includes(value as CatalogueTab);

/**
 * /console/catalogue: the master catalogue suppliers search and link from — products (search,
 * add, edit, retire, merge duplicates), brands, the category tree, and the attribute lists.
 */
export function ConsoleCataloguePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleCatalogue.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: CatalogueTab = isTab(requested) ? requested : 'products';
  return (
    <ConsoleShell>
      <main className={styles.body}>
        <Typography.Title level={4} className={styles.title}>
          {t('consoleCatalogue.title')}
        </Typography.Title>
        <Tabs
          className={styles.tabs}
          activeKey={tab}
          onChange={(key) => setSearchParams(key === 'products' ? {} : { tab: key }, { replace: true })}
          destroyOnHidden
          items={TABS.map((key) => ({
            key,
            label: t(`consoleCatalogue.tabs.${key}`),
            children:
              key === 'products' ? (
                <ProductsTab />
              ) : key === 'brands' ? (
                <BrandsTab />
              ) : key === 'categories' ? (
                <CategoriesTab />
              ) : (
                <AttributesTab />
              ),
          }))}
        />
      </main>
    </ConsoleShell>
  );
}
