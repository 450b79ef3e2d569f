import { type Product, type ProductDeleteCheck, productCalls } from '@sc/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { showSuccessMessage } from '../../../lib/feedback';
import { apiCall } from '../../../lib/http';
import { useDeleteProduct } from './useDeleteProduct';

/** supp/product/deleteCheck: whether the product can be deleted now, and if not why and what to do. */
export function checkProductDeletion(id: number): Promise<ProductDeleteCheck> {
  return apiCall(productCalls.deleteCheck, { id });
}

/**
 * Asks the server first whether the product can be deleted: when it is in the showroom or an open
 * quotation, says so and what to do instead of confirming; otherwise asks "Are you sure you want to
 * delete the item" (SPEC 5), then deletes. The delete checks again (someone may have used it since):
 * its refusal shows as the server's message.
 */
export function useConfirmDeleteProduct(): (product: Product) => void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const remove = useDeleteProduct();

  function confirmDelete(product: Product) {
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
  }

  async function checkThenConfirm(product: Product) {
    let check: ProductDeleteCheck;
    try {
      check = await checkProductDeletion(product.id);
    } catch {
      return; // The HTTP client has already shown the server's message.
    }
    if (check.canDelete) {
      confirmDelete(product);
      return;
    }
    modal.warning({
      title: t('products.cannotDeleteTitle', { name: product.name }),
      content: (
        <ul>
          {check.reasons.map((reason) => (
            <li key={reason.kind}>{reason.message}</li>
          ))}
        </ul>
      ),
      okText: t('products.cannotDeleteOk'),
    });
  }

  return (product) => void checkThenConfirm(product);
}
