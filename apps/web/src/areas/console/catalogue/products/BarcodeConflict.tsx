import type { ConsoleMasterProduct } from '@sc/contract';
import { Alert, Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { showSuccessMessage } from '../../../../lib/feedback';
import { useMasterProducts, useMergeMasterProducts } from '../consoleCatalogueApi';

type BarcodeConflictProps = {
  /** The barcode the save was refused for. */
  barcode: string;
  /** The product being edited; null while adding a new one. */
  product: ConsoleMasterProduct | null;
  onOpenProduct: (id: number) => void;
};

/**
 * The active product that already has the barcode: open it instead, or (editing a duplicate) merge
 * this product into it so every link moves there.
 */
export function BarcodeConflict({ barcode, product, onOpenProduct }: BarcodeConflictProps) {
  const { t } = useTranslation();
  const found = useMasterProducts({ keyword: barcode, state: 'active', pageSize: 5 });
  const merge = useMergeMasterProducts();
  const others = (found.data?.list ?? []).filter((other) => other.id !== product?.id);
  if (others.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('consoleCatalogue.products.conflictTitle')}
      data-testid="catalogue-barcode-conflict"
      description={
        <Space direction="vertical" size={6}>
          {others.map((other) => (
            <Space key={other.id} wrap>
              <span>
                {other.name} · {other.brand.name} · {other.barcode}
              </span>
              <Button size="small" onClick={() => onOpenProduct(other.id)}>
                {t('consoleCatalogue.products.open')}
              </Button>
              {product ? (
                <Popconfirm
                  title={t('consoleCatalogue.products.mergeIntoConfirm', { name: other.name })}
                  okText={t('consoleCatalogue.duplicates.merge')}
                  cancelText={t('consoleCatalogue.cancel')}
                  onConfirm={() =>
                    merge
                      .mutateAsync({ keepId: other.id, mergeIds: [product.id] })
                      .then(({ moved }) => {
                        showSuccessMessage(t('consoleCatalogue.duplicates.merged', moved));
                        onOpenProduct(other.id);
                      })
                      .catch(() => undefined)
                  }
                >
                  <Button size="small" loading={merge.isPending}>
                    {t('consoleCatalogue.products.mergeInto')}
                  </Button>
                </Popconfirm>
              ) : null}
            </Space>
          ))}
        </Space>
      }
    />
  );
}
