import type { Product } from '@sc/contract';
import { Alert, Button, Drawer, Form, type FormInstance, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/ApiError';
import { applyFormError } from '../../../lib/applyFormError';
import { showSuccessMessage } from '../../../lib/feedback';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../lib/paths';
import { useUnsavedChangesGuard } from '../../../lib/unsavedChanges';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import { useSaveProduct } from '../api/useSaveProduct';
import { type ProductFormValues, toFormFieldErrors, toFormValues, toProductInput } from '../productForm';
import { ProductForm, type ProductFormControls } from './ProductForm';

type ProductFormDrawerProps = {
  open: boolean;
  /** The product to edit; null adds a new one. */
  product: Product | null;
  controls: ProductFormControls;
  onClose: () => void;
};

/** Add or edit a product in a drawer; asks before throwing away unsaved changes. */
export function ProductFormDrawer({ open, product, controls, onClose }: ProductFormDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProductFormValues>();
  const { confirmDiscard } = useUnsavedChangesGuard(() => open && form.isFieldsTouched());
  const save = useSaveProduct();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const initialValues = useMemo(() => toFormValues(product), [product]);

  const handleClose = () => confirmDiscard(onClose);

  async function handleFinish(values: ProductFormValues) {
    try {
      await save.mutateAsync({ id: product?.id ?? null, input: toProductInput(values) });
      showSuccessMessage(t(product ? 'products.updated' : 'products.created'));
      onClose();
    } catch (error) {
      const formFields = form.getFieldsError().map((field) => String(field.name[0]));
      const fields = isApiError(error) ? toFormFieldErrors(error.fields, formFields) : [];
      // Field paths come from the server; the untyped instance accepts list paths like ['specs', 1].
      if (fields.length > 0) (form as FormInstance).setFields(fields);
      else applyFormError(form, error);
    }
  }

  return (
    <Drawer
      open={open}
      title={t(product ? 'products.editTitle' : 'products.addTitle')}
      size={isMobile ? '100%' : 640}
      onClose={handleClose}
      destroyOnHidden
      mask={{ closable: true }}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={handleClose}>{t('products.cancel')}</Button>
          <Button type="primary" htmlType="submit" form="product" loading={save.isPending}>
            {t('products.save')}
          </Button>
        </Space>
      }
    >
      {product?.retiredFromCatalogue ? (
        <Alert type="warning" showIcon title={t('products.retiredNotice')} style={{ marginBottom: 20 }} />
      ) : product?.kind === 'linked' ? (
        <Alert type="info" showIcon title={t('products.linkedNotice')} style={{ marginBottom: 20 }} />
      ) : null}
      <ProductForm
        key={product?.id ?? 'new'}
        form={form}
        initialValues={initialValues}
        controls={controls}
        onFinish={(values) => void handleFinish(values)}
      />
    </Drawer>
  );
}
