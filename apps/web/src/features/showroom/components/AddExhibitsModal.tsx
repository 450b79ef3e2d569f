import { SearchOutlined } from '@ant-design/icons';
import type { Product } from '@sc/contract';
import { Alert, Button, Checkbox, Empty, Input, Modal, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompactPagination } from '../../../components/CompactPagination';
import { ProductThumb } from '../../../components/ProductThumb';
import { showSuccessMessage } from '../../../lib/feedback';
import { paths } from '../../../lib/paths';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useAddExhibits } from '../api/useAddExhibits';
import { PICKER_PAGE_SIZE, useShowroomPickerProducts } from '../api/useShowroomPickerProducts';
import styles from './AddExhibitsModal.module.css';

type AddExhibitsModalProps = {
  isOpen: boolean;
  /** Products displayed now (also marked by the server on each product). */
  exhibitedIds: ReadonlySet<number>;
  max: number;
  onClose: () => void;
};

/** Picks several of my products to display: search, pages, already displayed marked, the cap kept. */
export function AddExhibitsModal({ isOpen, exhibitedIds, max, onClose }: AddExhibitsModalProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map());
  const keyword = useDebouncedValue(text.trim());
  const products = useShowroomPickerProducts(keyword, pageIndex, isOpen);
  const add = useAddExhibits();
  const page = products.data;
  const shown = exhibitedIds.size;
  const room = Math.max(0, max - shown - selected.size);

  function isShown(product: Product) {
    return product.exhibited === true || exhibitedIds.has(product.id);
  }

  function toggle(product: Product) {
    if (isShown(product)) return;
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(product.id)) next.delete(product.id);
      else if (room > 0) next.set(product.id, product.name);
      return next;
    });
  }

  function handleClose() {
    setSelected(new Map());
    setText('');
    setPageIndex(1);
    onClose();
  }

  async function handleAdd() {
    try {
      await add.mutateAsync([...selected.keys()]);
      showSuccessMessage(t('showroomPage.added', { count: selected.size }));
      handleClose();
    } catch {
      // The HTTP client has shown the server's reason (e.g. the showroom filled up meanwhile).
    }
  }

  return (
    <Modal
      open={isOpen}
      title={t('showroomPage.picker.title')}
      onCancel={handleClose}
      destroyOnHidden
      width={600}
      footer={
        <div className={styles.footer}>
          <span className={styles.summary} data-testid="picker-summary">
            {t('showroomPage.picker.summary', { shown, max, selected: selected.size })}
          </span>
          <span className={styles.buttons}>
            <Button onClick={handleClose}>{t('showroomPage.cancel')}</Button>
            <Button
              type="primary"
              disabled={selected.size === 0}
              loading={add.isPending}
              onClick={() => void handleAdd()}
              data-testid="picker-confirm"
            >
              {t('showroomPage.picker.confirm', { count: selected.size })}
            </Button>
          </span>
        </div>
      }
    >
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder={t('showroomPage.picker.search')}
        aria-label={t('showroomPage.picker.search')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setPageIndex(1);
        }}
        className={styles.search}
      />
      {room === 0 ? (
        <Alert
          type="info"
          showIcon
          className={styles.alert}
          title={
            selected.size > 0
              ? t('showroomPage.picker.limitReached', { max })
              : t('showroomPage.full', { max })
          }
        />
      ) : null}
      <Spin spinning={products.isFetching && Boolean(page)}>
        {page && page.list.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={keyword ? t('showroomPage.picker.noMatch') : t('showroomPage.noProductsTitle')}
          >
            {keyword ? null : <Link to={paths.myProducts}>{t('showroomPage.goToProducts')}</Link>}
          </Empty>
        ) : (
          <ul className={styles.list}>
            {(page?.list ?? []).map((product) => {
              const isDisplayed = isShown(product);
              const isChecked = isDisplayed || selected.has(product.id);
              const isDisabled = isDisplayed || (!isChecked && room === 0);
              const image = product.images[0];
              return (
                <li key={product.id} data-testid="picker-product">
                  <Checkbox
                    checked={isChecked}
                    disabled={isDisabled}
                    onChange={() => toggle(product)}
                    className={`${styles.row} ${isChecked && !isDisplayed ? styles.rowChecked : ''}`}
                  >
                    <span className={styles.content}>
                      <ProductThumb src={image?.thumbUrl ?? image?.url} alt="" size={44} />
                      <span className={styles.text}>
                        <span className={styles.name} title={product.name}>
                          {product.name}
                        </span>
                        <span className={styles.meta}>
                          {[product.brand, product.barcode].filter(Boolean).join(' · ')}
                        </span>
                      </span>
                      {isDisplayed ? (
                        <Tag color="geekblue" variant="filled" className={styles.tag}>
                          {t('showroomPage.inShowroom')}
                        </Tag>
                      ) : null}
                    </span>
                  </Checkbox>
                </li>
              );
            })}
          </ul>
        )}
        {!page && products.isPending ? <div className={styles.loading} /> : null}
      </Spin>
      {page ? (
        <CompactPagination
          className={styles.pager}
          pageIndex={page.pageIndex}
          pageSize={PICKER_PAGE_SIZE}
          total={page.total}
          onChange={setPageIndex}
        />
      ) : null}
    </Modal>
  );
}
