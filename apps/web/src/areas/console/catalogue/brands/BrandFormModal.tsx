import { BrandInputSchema, CATALOGUE_LIMITS, type ConsoleBrand, type FileRef } from '@sc/contract';
import { Button, Form, Input, Modal, Space, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProductImagesField } from '../../../../features/products/components/ProductImagesField';
import { toUploadFile, uploadedFileId } from '../../../../features/products/productForm';
import { applyFormError } from '../../../../lib/applyFormError';
import { showSuccessMessage } from '../../../../lib/feedback';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../../lib/paths';
import { useViewportWidth } from '../../../../lib/useViewportWidth';
import { zodRule } from '../../../../lib/zodRule';
import { CategoryPicker } from '../CategoryPicker';
import { uploadCataloguePicture, useSaveBrand } from '../consoleCatalogueApi';

type BrandValues = { name: string; logo: UploadFile<FileRef>[]; categoryIds: number[] };

type BrandFormModalProps = {
  isOpen: boolean;
  /** The brand to change; null adds a new one. */
  brand: ConsoleBrand | null;
  onClose: () => void;
};

const initialValues = (brand: ConsoleBrand | null): BrandValues => ({
  name: brand?.name ?? '',
  logo: brand?.logo ? [toUploadFile(brand.logo)] : [],
  categoryIds: brand?.categoryIds ?? [],
});

/** Adds or changes a brand: its name (unique), logo (JPG/PNG, 5 MB) and the categories it sells in. */
export function BrandFormModal({ isOpen, brand, onClose }: BrandFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BrandValues>();
  const save = useSaveBrand();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;

  async function handleFinish(values: BrandValues) {
    const logo = values.logo[0];
    try {
      await save.mutateAsync({
        id: brand?.id ?? null,
        input: {
          name: values.name.trim(),
          logoFileId: logo ? uploadedFileId(logo) : null,
          categoryIds: values.categoryIds,
        },
      });
      showSuccessMessage(t(brand ? 'consoleCatalogue.brands.saved' : 'consoleCatalogue.brands.created'));
      onClose();
    } catch (error) {
      applyFormError(form, error);
    }
  }

  return (
    <Modal
      open={isOpen}
      onCancel={onClose}
      destroyOnHidden
      width={isMobile ? '100%' : 560}
      title={t(brand ? 'consoleCatalogue.brands.editTitle' : 'consoleCatalogue.brands.addTitle')}
      footer={
        <Space>
          <Button onClick={onClose}>{t('consoleCatalogue.cancel')}</Button>
          <Button type="primary" htmlType="submit" form="console-brand" loading={save.isPending}>
            {t('consoleCatalogue.save')}
          </Button>
        </Space>
      }
    >
      <Form<BrandValues>
        id="console-brand"
        form={form}
        layout="vertical"
        initialValues={initialValues(brand)}
        onFinish={(values) => void handleFinish(values)}
      >
        <Form.Item
          name="name"
          label={t('consoleCatalogue.brands.name')}
          required
          rules={[zodRule(BrandInputSchema.shape.name)]}
        >
          <Input maxLength={CATALOGUE_LIMITS.brandNameMax} />
        </Form.Item>
        <Form.Item
          name="logo"
          label={t('consoleCatalogue.brands.logo')}
          extra={t('consoleCatalogue.brands.logoHint')}
          rules={[
            {
              validator: async (_rule, files: UploadFile<FileRef>[] | undefined) => {
                if (files?.some((file) => file.status === 'uploading'))
                  throw new Error(t('products.images.wait'));
              },
            },
          ]}
        >
          <LogoField />
        </Form.Item>
        <Form.Item name="categoryIds" label={t('consoleCatalogue.brands.categories')}>
          <CategoryPicker isMultiple placeholder={t('consoleCatalogue.brands.categoriesPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** One logo picture: the product pictures field kept to its last upload. */
function LogoField({
  id,
  value = [],
  onChange,
}: {
  id?: string;
  value?: UploadFile<FileRef>[];
  onChange?: (value: UploadFile<FileRef>[]) => void;
}) {
  return (
    <ProductImagesField
      id={id}
      value={value}
      onChange={(files) => onChange?.(files.slice(-1))}
      upload={uploadCataloguePicture}
    />
  );
}
