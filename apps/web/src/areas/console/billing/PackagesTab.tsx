import { PlusOutlined } from '@ant-design/icons';
import type { ConsolePackage } from '@sc/contract';
import { Button, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/ListLoadError';
import { useConsolePackages } from '../../../features/billing/api/consoleBillingApi';
import { formatMoney } from '../../../lib/formatMoney';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './ConsoleBillingPage.module.css';
import { PackageFormModal } from './PackageFormModal';
import { PACKAGE_NAME_LANGS } from './packageNameLangs';

/** Every package, on sale or not, with its names, terms, price and paid orders; add or change one. */
export function PackagesTab() {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const packages = useConsolePackages();
  // The package stays while the dialog closes; a new key gives every opening fresh values.
  const [dialog, setDialog] = useState({ pkg: null as ConsolePackage | null, isOpen: false, key: 0 });
  const openDialog = (pkg: ConsolePackage | null) =>
    setDialog((previous) => ({ pkg, isOpen: true, key: previous.key + 1 }));
  const list = packages.data ?? [];
  const nextSortOrder = Math.min(1000, Math.max(0, ...list.map((pkg) => pkg.sortOrder + 1)));

  const columns: TableColumnsType<ConsolePackage> = [
    {
      key: 'names',
      title: t('consoleBilling.packages.columns.names'),
      render: (_, pkg) =>
        PACKAGE_NAME_LANGS.map((code) => (
          <div key={code}>
            <Typography.Text type="secondary">
              {t(`consoleBilling.packages.languages.${code}`)}
            </Typography.Text>{' '}
            {pkg.names[code]}
          </div>
        )),
    },
    { key: 'days', title: t('consoleBilling.packages.columns.days'), dataIndex: 'days', align: 'end' },
    {
      key: 'contacts',
      title: t('consoleBilling.packages.columns.contacts'),
      dataIndex: 'buyerContacts',
      align: 'end',
    },
    {
      key: 'price',
      title: t('consoleBilling.packages.columns.price'),
      align: 'end',
      render: (_, pkg) => formatMoney(pkg.price, pkg.currency, tag),
    },
    {
      key: 'state',
      title: t('consoleBilling.packages.columns.state'),
      render: (_, pkg) =>
        pkg.active ? (
          <Tag color="success">{t('consoleBilling.packages.onSale')}</Tag>
        ) : (
          <Tag>{t('consoleBilling.packages.offSale')}</Tag>
        ),
    },
    { key: 'paid', title: t('consoleBilling.packages.columns.paid'), dataIndex: 'ordersPaid', align: 'end' },
    {
      key: 'sortOrder',
      title: t('consoleBilling.packages.columns.sortOrder'),
      dataIndex: 'sortOrder',
      align: 'end',
    },
    {
      key: 'actions',
      render: (_, pkg) => (
        <Button size="small" onClick={() => openDialog(pkg)}>
          {t('consoleBilling.packages.edit')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <div className={styles.toolbar}>
        <Typography.Text type="secondary" className={styles.grow} style={{ maxWidth: 'none' }}>
          {t('consoleBilling.packages.hint')}
        </Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openDialog(null)}>
          {t('consoleBilling.packages.add')}
        </Button>
      </div>
      {packages.isError ? (
        <ListLoadError
          title={t('consoleBilling.packages.loadError')}
          error={packages.error}
          hasData={false}
          onRetry={() => void packages.refetch()}
        />
      ) : (
        <Table<ConsolePackage>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={list}
          loading={packages.isPending}
          pagination={false}
          scroll={{ x: 820 }}
          locale={{ emptyText: t('consoleBilling.packages.empty') }}
        />
      )}
      <PackageFormModal
        key={dialog.key}
        isOpen={dialog.isOpen}
        pkg={dialog.pkg}
        nextSortOrder={nextSortOrder}
        onClose={() => setDialog((previous) => ({ ...previous, isOpen: false }))}
      />
    </>
  );
}
