import { type CatalogueRef, type FileRef, MasterProductInputSchema, PRODUCT_LIMITS } from '@sc/contract';
import { Col, Form, type FormInstance, Input, Row, Select, type UploadFile } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductImagesField } from '../../../../features/products/components/ProductImagesField';
import { ProductSpecsField } from '../../../../features/products/components/ProductSpecsField';
import { countryOptions } from '../../../../lib/countryOptions';
import { langTag } from '../../../../lib/language';
import { firstErrorScroll } from '../../../../lib/motion';
import { useLanguage } from '../../../../lib/useLanguage';
import { useRevalidateOnLanguageChange } from '../../../../lib/useRevalidateOnLanguageChange';
import { zodRule } from '../../../../lib/zodRule';
import { BrandPicker } from '../BrandPicker';
import { CategoryPicker } from '../CategoryPicker';
import type { MasterProductFormValues } from '../catalogueForm';
import { uploadCataloguePicture } from '../consoleCatalogueApi';

const shape = MasterProductInputSchema.shape;
const half = { xs: 24, sm: 12 } as const;
type MasterProductFormProps = {
  form: FormInstance<MasterProductFormValues>;
  initialValues: MasterProductFormValues;
  /** The product's brand, shown before the brand search has loaded it. */
  currentBrand: CatalogueRef | null;
  isDisabled: boolean;
  onFinish: (values: MasterProductFormValues) => void;
};

/**
 * A master product's fields with the supplier product form's rules (the contract's schema): UPC/EAN
 * with its check digit, MID, name, pictures (JPG/PNG, 5 MB, five at most), brand, category, origin, specs.
 */
export function MasterProductForm({
  form,
  initialValues,
  currentBrand,
  isDisabled,
  onFinish,
}: MasterProductFormProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  useRevalidateOnLanguageChange(form);
  const countries = useMemo(() => countryOptions(langTag(lang)), [lang]);
  const imagesRule = {
    validator: async (_rule: unknown, files: UploadFile<FileRef>[] | undefined) => {
      if (files?.some((file) => file.status === 'uploading')) throw new Error(t('products.images.wait'));
    },
  };
  return (
    <Form<MasterProductFormValues>
      form={form}
      name="masterProduct"
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      disabled={isDisabled}
      scrollToFirstError={firstErrorScroll()}
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="barcode"
            label={t('productField.barcode')}
            required
            rules={[zodRule(shape.barcode)]}
            extra={t('products.fields.barcodeHint')}
          >
            <Input inputMode="numeric" autoComplete="off" maxLength={14} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="mid" label={t('productField.mid')} required rules={[zodRule(shape.mid)]}>
            <Input autoComplete="off" maxLength={64} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="name" label={t('productField.name')} required rules={[zodRule(shape.name)]}>
        <Input maxLength={PRODUCT_LIMITS.nameMax} />
      </Form.Item>
      <Form.Item
        name="images"
        label={t('products.fields.images')}
        extra={t('products.images.hint', { max: PRODUCT_LIMITS.images })}
        rules={[imagesRule]}
      >
        <ProductImagesField upload={uploadCataloguePicture} />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="brandId" label={t('productField.brand')} required rules={[zodRule(shape.brandId)]}>
            <BrandPicker current={currentBrand} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="categoryId"
            label={t('products.fields.category')}
            required
            rules={[zodRule(shape.categoryId)]}
          >
            <CategoryPicker />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="origin" label={t('productField.origin')} rules={[zodRule(shape.origin)]}>
            <Select
              options={countries}
              showSearch={{ optionFilterProp: 'label' }}
              allowClear
              placeholder={t('consoleCatalogue.products.originPlaceholder')}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('productField.specs')}>
        <ProductSpecsField />
      </Form.Item>
    </Form>
  );
}
