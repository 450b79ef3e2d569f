import { SearchOutlined } from '@ant-design/icons';
import type { Product } from '@sc/contract';
import { Button, Empty, Input, List, Modal, Pagination } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductThumb } from '../../../components/ProductThumb';
import { paths } from '../../../lib/paths';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useProductsToSend } from '../api/chatUploads';
import styles from './ProductPickerModal.module.css';

type ProductPickerModalProps = {
  isOpen: boolean;
  onClose: () => void;
  onPick: (product: Product) => void;
};

/** Picks one of my products to send as a card. */
export function ProductPickerModal({ isOpen, onClose, onPick }: ProductPickerModalProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const keyword = useDebouncedValue(text);
  const products = useProductsToSend(keyword, pageIndex, isOpen);
  const page = products.data;

  return (
    <Modal
      open={isOpen}
      title={t('chat.product.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={560}
    >
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder={t('chat.product.search')}
        aria-label={t('chat.product.search')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setPageIndex(1);
        }}
        className={styles.search}
      />
      <List<Product>
        loading={products.isPending}
        dataSource={page?.list ?? []}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.product.empty')}>
              <Link to={paths.catalogue}>{t('chat.product.addProducts')}</Link>
            </Empty>
          ),
        }}
        renderItem={(product) => (
          <List.Item
            actions={[
              <Button key="send" type="primary" size="small" onClick={() => onPick(product)}>
                {t('chat.product.send')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              avatar={
                <ProductThumb src={product.images[0]?.thumbUrl ?? product.images[0]?.url} alt="" size={44} />
              }
              title={<span className={styles.name}>{product.name}</span>}
              description={[product.brand, product.barcode].filter(Boolean).join(' · ')}
            />
          </List.Item>
        )}
      />
      {page && page.total > page.pageSize ? (
        <Pagination
          simple
          size="small"
          className={styles.pager}
          current={page.pageIndex}
          pageSize={page.pageSize}
          total={page.total}
          onChange={setPageIndex}
        />
      ) : null}
    </Modal>
  );
}
