import { DeleteOutlined, DollarOutlined, EditOutlined } from '@ant-design/icons';
import type { Product } from '@sc/contract';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export type ProductActionHandlers = {
  onEdit: (product: Product) => void;
  onQuote: (product: Product) => void;
  onDelete: (product: Product) => void;
};

/** Edit, Quote and Delete for one product row or card. */
export function ProductActions({
  product,
  onEdit,
  onQuote,
  onDelete,
}: ProductActionHandlers & { product: Product }) {
  const { t } = useTranslation();
  return (
    <Space size={0} wrap>
      <Button
        type="link"
        size="small"
        icon={<EditOutlined />}
        aria-label={t('products.actions.editNamed', { name: product.name })}
        onClick={() => onEdit(product)}
      >
        {t('products.actions.edit')}
      </Button>
      <Button
        type="link"
        size="small"
        icon={<DollarOutlined />}
        aria-label={t('products.actions.quoteNamed', { name: product.name })}
        onClick={() => onQuote(product)}
      >
        {t('products.actions.quote')}
      </Button>
      <Button
        type="link"
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('products.actions.deleteNamed', { name: product.name })}
        onClick={() => onDelete(product)}
      >
        {t('products.actions.delete')}
      </Button>
    </Space>
  );
}
