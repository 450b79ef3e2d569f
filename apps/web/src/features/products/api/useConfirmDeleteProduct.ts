import type { Product } from '@sc/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { showSuccessMessage } from '../../../lib/feedback';
import { useDeleteProduct } from './useDeleteProduct';

/**
 * Asks "Are you sure you want to delete the item" (SPEC 5), then deletes. A refusal (e.g. the
 * product is shown in the showroom) closes the dialog and the server's reason shows as a message.
 */
export function useConfirmDeleteProduct(): (product: Product) => void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const remove = useDeleteProduct();
  return (product) => {
    modal.confirm({
      title: t('products.deleteConfirm'),
      content: product.name,
      okText: t('products.deleteOk'),
      cancelText: t('products.cancel'),
      okButtonProps: { danger: true, className: 'delete-confirm-ok' },
      onOk: async () => {
        try {
          await remove.mutateAsync(product.id);
          showSuccessMessage(t('products.deleted'));
        } catch {
          // The HTTP client has already shown the server's message.
        }
      },
    });
  };
}
