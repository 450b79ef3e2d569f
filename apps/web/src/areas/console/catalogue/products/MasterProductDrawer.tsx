import { type ConsoleMasterProductDetail, ErrorCode } from '@sc/contract';
import {
  Alert,
  Button,
  Drawer,
  Form,
  type FormInstance,
  Popconfirm,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/LoadError';
import { toFormFieldErrors } from '../../../../features/products/productForm';
import { isApiError } from '../../../../lib/ApiError';
import { applyFormError } from '../../../../lib/applyFormError';
import { showSuccessMessage } from '../../../../lib/feedback';
import { formatDateTime } from '../../../../lib/formatRelativeTime';
import { langTag } from '../../../../lib/language';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../../lib/paths';
import { useLanguage } from '../../../../lib/useLanguage';
import { useViewportWidth } from '../../../../lib/useViewportWidth';
import styles from '../ConsoleCatalogue.module.css';
import {
  type MasterProductFormValues,
  toMasterProductFormValues,
  toMasterProductInput,
} from '../catalogueForm';
import {
  useMasterProduct,
  useMergeMasterProducts,
  useRetireMasterProduct,
  useSaveMasterProduct,
} from '../consoleCatalogueApi';
import { BarcodeConflict } from './BarcodeConflict';
import { MasterProductForm } from './MasterProductForm';
import { LinkCounts, ProductStateTag } from './MasterProductItem';

type MasterProductDrawerProps = {
  /** The product to show and edit; null with `isNew` for the empty form. */
  productId: number | null;
  isNew: boolean;
  onOpenProduct: (id: number) => void;
  onClose: () => void;
};

/** Where the product stands and what links to it; duplicates sharing its barcode, with the merge. */
function ProductFacts({ product }: { product: ConsoleMasterProductDetail }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const merge = useMergeMasterProducts();
  const tag = langTag(lang);
  return (
    <div className={styles.section}>
      <dl className={styles.facts}>
        <dt>{t('consoleCatalogue.products.links')}</dt>
        <dd>
          <LinkCounts product={product} />
        </dd>
        <dt>{t('consoleCatalogue.products.updated')}</dt>
        <dd>{formatDateTime(product.updatedAt, tag)}</dd>
        {product.retiredAt ? (
          <>
            <dt>{t('consoleCatalogue.products.retiredAt')}</dt>
            <dd>{formatDateTime(product.retiredAt, tag)}</dd>
          </>
        ) : null}
      </dl>
      {product.state === 'retired' && !product.mergedInto ? (
        <Alert type="warning" showIcon title={t('consoleCatalogue.products.retiredNotice')} />
      ) : null}
      {product.state === 'active' && product.sameBarcode.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('consoleCatalogue.products.sameBarcode', { count: product.sameBarcode.length })}
          description={
            <Space direction="vertical" size={6}>
              {product.sameBarcode.map((other) => (
                <span key={other.id}>
                  {other.name} · {other.brand.name} · <LinkCounts product={other} />
                </span>
              ))}
              <Popconfirm
                title={t('consoleCatalogue.duplicates.confirm', { count: product.sameBarcode.length })}
                okText={t('consoleCatalogue.duplicates.merge')}
                cancelText={t('consoleCatalogue.cancel')}
                onConfirm={() =>
                  merge
                    .mutateAsync({
                      keepId: product.id,
                      mergeIds: product.sameBarcode.map((other) => other.id),
                    })
                    .then(({ moved }) => showSuccessMessage(t('consoleCatalogue.duplicates.merged', moved)))
                    .catch(() => undefined)
                }
              >
                <Button loading={merge.isPending} data-testid="catalogue-merge-here">
                  {t('consoleCatalogue.duplicates.mergeHere')}
                </Button>
              </Popconfirm>
            </Space>
          }
        />
      ) : null}
    </div>
  );
}

/**
 * A master product in a drawer: its facts and links, the form (the supplier product form's rules),
 * retire or restore, and the merge of duplicates; the empty form adds a new product.
 */
export function MasterProductDrawer({ productId, isNew, onOpenProduct, onClose }: MasterProductDrawerProps) {
  const { t } = useTranslation();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const isOpen = isNew || productId !== null;
  const detail = useMasterProduct(isNew ? null : productId);
  const product = isNew ? null : (detail.data ?? null);
  const [form] = Form.useForm<MasterProductFormValues>();
  const save = useSaveMasterProduct();
  const retire = useRetireMasterProduct();
  const [conflictBarcode, setConflictBarcode] = useState<string | null>(null);
  const initialValues = useMemo(() => toMasterProductFormValues(product), [product]);
  const isMerged = Boolean(product?.mergedInto);

  function handleClose() {
    setConflictBarcode(null);
    onClose();
  }

  async function handleFinish(values: MasterProductFormValues) {
    setConflictBarcode(null);
    try {
      const saved = await save.mutateAsync({ id: product?.id ?? null, input: toMasterProductInput(values) });
      showSuccessMessage(
        t(product ? 'consoleCatalogue.products.saved' : 'consoleCatalogue.products.created'),
      );
      if (!product) onOpenProduct(saved.id);
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.MASTER_BARCODE_TAKEN)
        setConflictBarcode(values.barcode);
      const formFields = form.getFieldsError().map((field) => String(field.name[0]));
      const fields = isApiError(error) ? toFormFieldErrors(error.fields, formFields) : [];
      // Field paths come from the server; the untyped instance accepts list paths like ['specs', 1].
      if (fields.length > 0) (form as FormInstance).setFields(fields);
      else applyFormError(form, error);
    }
  }

  async function handleRetire(retired: boolean) {
    if (!product) return;
    try {
      await retire.mutateAsync({ id: product.id, retired });
      showSuccessMessage(
        t(retired ? 'consoleCatalogue.products.retiredDone' : 'consoleCatalogue.products.restored'),
      );
    } catch {
      // The HTTP client has shown why.
    }
  }

  return (
    <Drawer
      open={isOpen}
      onClose={handleClose}
      size={isMobile ? '100%' : 720}
      destroyOnHidden
      title={
        isNew ? (
          t('consoleCatalogue.products.addTitle')
        ) : product ? (
          <span className={styles.cardHead}>
            <span className={styles.name}>{product.name}</span>
            <ProductStateTag product={product} />
          </span>
        ) : null
      }
      footer={
        isMerged ? null : (
          <Space wrap style={{ display: 'flex', justifyContent: 'flex-end' }}>
            {product?.state === 'active' ? (
              <Popconfirm
                title={t('consoleCatalogue.products.retireConfirm')}
                description={t('consoleCatalogue.products.retireHint')}
                okText={t('consoleCatalogue.products.retire')}
                okButtonProps={{ danger: true }}
                cancelText={t('consoleCatalogue.cancel')}
                onConfirm={() => handleRetire(true)}
              >
                <Button danger loading={retire.isPending} data-testid="catalogue-retire">
                  {t('consoleCatalogue.products.retire')}
                </Button>
              </Popconfirm>
            ) : null}
            {product?.state === 'retired' ? (
              <Button
                loading={retire.isPending}
                onClick={() => void handleRetire(false)}
                data-testid="catalogue-restore"
              >
                {t('consoleCatalogue.products.restore')}
              </Button>
            ) : null}
            <Button onClick={handleClose}>{t('consoleCatalogue.cancel')}</Button>
            {isNew || product ? (
              <Button
                type="primary"
                htmlType="submit"
                form="masterProduct"
                loading={save.isPending}
                data-testid="catalogue-save-product"
              >
                {t('consoleCatalogue.save')}
              </Button>
            ) : null}
          </Space>
        )
      }
    >
      {!isNew && detail.isPending && productId !== null ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {!isNew && detail.isError && !product ? (
        <LoadError
          layout="page"
          title={t('consoleCatalogue.products.detailError')}
          detail={isApiError(detail.error) ? detail.error.msg : undefined}
          onRetry={() => void detail.refetch()}
        />
      ) : null}
      {product ? <ProductFacts product={product} /> : null}
      {product?.mergedInto ? (
        <Alert
          type="info"
          showIcon
          title={t('consoleCatalogue.products.mergedNotice', { name: product.mergedInto.name })}
          action={
            <Button size="small" onClick={() => onOpenProduct(product.mergedInto?.id ?? product.id)}>
              {t('consoleCatalogue.products.open')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {conflictBarcode ? (
        <BarcodeConflict
          barcode={conflictBarcode}
          product={product}
          onOpenProduct={(id) => {
            setConflictBarcode(null);
            onOpenProduct(id);
          }}
        />
      ) : null}
      {isNew || product ? (
        <>
          {isNew ? (
            <Typography.Paragraph type="secondary">
              {t('consoleCatalogue.products.addHint')}
            </Typography.Paragraph>
          ) : null}
          <MasterProductForm
            key={product?.id ?? 'new'}
            form={form}
            initialValues={initialValues}
            currentBrand={product?.brand ?? null}
            isDisabled={isMerged}
            onFinish={(values) => void handleFinish(values)}
          />
        </>
      ) : null}
    </Drawer>
  );
}
