import type { DuplicateGroup } from '@sc/contract';
import { Button, Drawer, Empty, Popconfirm, Radio, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../../components/ListLoadError';
import { ListPagination } from '../../../../components/ListPagination';
import { ProductThumb } from '../../../../components/ProductThumb';
import { showSuccessMessage } from '../../../../lib/feedback';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../../lib/paths';
import { useViewportWidth } from '../../../../lib/useViewportWidth';
import styles from '../ConsoleCatalogue.module.css';
import { defaultKeepId } from '../catalogueForm';
import { useDuplicateGroups, useMergeMasterProducts } from '../consoleCatalogueApi';
import { LinkCounts } from './MasterProductItem';

/** One barcode shared by several products: pick the one to keep, merge the others into it. */
function Group({ group, onOpenProduct }: { group: DuplicateGroup; onOpenProduct: (id: number) => void }) {
  const { t } = useTranslation();
  const merge = useMergeMasterProducts();
  const [keepId, setKeepId] = useState<number | null>(() => defaultKeepId(group.products));
  const mergeIds = group.products.map((p) => p.id).filter((id) => id !== keepId);
  return (
    <li className={styles.group} data-testid="catalogue-duplicate-group">
      <Typography.Text strong className={styles.code}>
        {group.products[0]?.barcode ?? group.barcodeKey}
      </Typography.Text>
      <Radio.Group
        value={keepId}
        onChange={(event) => setKeepId(Number(event.target.value))}
        style={{ width: '100%' }}
      >
        {group.products.map((product) => (
          <div key={product.id} className={styles.groupRow}>
            <Radio
              value={product.id}
              aria-label={t('consoleCatalogue.duplicates.keep', { name: product.name })}
            />
            <ProductThumb
              src={product.images[0]?.thumbUrl ?? product.images[0]?.url}
              alt={product.name}
              size={40}
            />
            <span className={styles.cardMain}>
              <span className={styles.name}>{product.name}</span>
              <span className={styles.meta}>
                {product.brand.name} · {product.categoryPath.join(' › ')} · {product.barcode}
              </span>
              <LinkCounts product={product} />
            </span>
            <Button size="small" type="link" onClick={() => onOpenProduct(product.id)}>
              {t('consoleCatalogue.products.open')}
            </Button>
          </div>
        ))}
      </Radio.Group>
      <Popconfirm
        title={t('consoleCatalogue.duplicates.confirm', { count: mergeIds.length })}
        description={t('consoleCatalogue.duplicates.hint')}
        okText={t('consoleCatalogue.duplicates.merge')}
        cancelText={t('consoleCatalogue.cancel')}
        disabled={keepId === null}
        onConfirm={() =>
          keepId === null
            ? undefined
            : merge
                .mutateAsync({ keepId, mergeIds })
                .then(({ moved }) => showSuccessMessage(t('consoleCatalogue.duplicates.merged', moved)))
                .catch(() => undefined)
        }
      >
        <Button
          type="primary"
          disabled={keepId === null}
          loading={merge.isPending}
          data-testid="catalogue-merge"
        >
          {t('consoleCatalogue.duplicates.mergeInto')}
        </Button>
      </Popconfirm>
    </li>
  );
}

type DuplicatesDrawerProps = { isOpen: boolean; onClose: () => void; onOpenProduct: (id: number) => void };

/** Active products sharing a barcode (UPC-A and its EAN-13 form are one), group by group, with the merge. */
export function DuplicatesDrawer({ isOpen, onClose, onOpenProduct }: DuplicatesDrawerProps) {
  const { t } = useTranslation();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const [page, setPage] = useState(1);
  const groups = useDuplicateGroups(page, isOpen);
  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      size={isMobile ? '100%' : 720}
      destroyOnHidden
      title={t('consoleCatalogue.duplicates.title')}
    >
      <Typography.Paragraph type="secondary">{t('consoleCatalogue.duplicates.intro')}</Typography.Paragraph>
      {groups.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {!groups.isPending && !groups.data ? (
        <ListLoadError
          title={t('consoleCatalogue.duplicates.loadError')}
          error={groups.error}
          hasData={false}
          onRetry={() => void groups.refetch()}
        />
      ) : null}
      {groups.data && groups.data.list.length === 0 ? (
        <Empty description={t('consoleCatalogue.duplicates.empty')} />
      ) : null}
      {groups.data && groups.data.list.length > 0 ? (
        <>
          <ul className={styles.list}>
            {groups.data.list.map((group) => (
              <Group
                key={`${group.barcodeKey}:${group.products.map((p) => p.id).join(',')}`}
                group={group}
                onOpenProduct={onOpenProduct}
              />
            ))}
          </ul>
          <ListPagination
            className={styles.pager}
            pageIndex={groups.data.pageIndex}
            pageSize={groups.data.pageSize}
            total={groups.data.total}
            totalText={(n) => t('consoleCatalogue.duplicates.total', { n })}
            onChange={setPage}
          />
        </>
      ) : null}
    </Drawer>
  );
}
