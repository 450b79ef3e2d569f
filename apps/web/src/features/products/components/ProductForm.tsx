import { type FileRef, PRODUCT_LIMITS, ProductInputSchema } from '@sc/contract';
import { Col, Form, type FormInstance, Input, InputNumber, Row, type UploadFile } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorScroll } from '../../../lib/motion';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { zodRule } from '../../../lib/zodRule';
import type { ProductFormValues } from '../productForm';
import styles from './ProductForm.module.css';
import { ProductImagesField } from './ProductImagesField';
import { ProductSpecsField } from './ProductSpecsField';

/**
 * Inputs that read reference data (brand suggestions, categories, countries, units). The page
 * passes them in, so this feature does not depend on the reference feature; each one receives
 * value and onChange from its form field.
 */
export type ProductFormControls = {
  brand: ReactElement;
  category: ReactElement;
  origin: ReactElement;
  pricingUnit: ReactElement;
};

type ProductFormProps = {
  form: FormInstance<ProductFormValues>;
  initialValues: ProductFormValues;
  controls: ProductFormControls;
  onFinish: (values: ProductFormValues) => void;
};

const shape = ProductInputSchema.shape;
type CountField = 'shelfLifeDays' | 'unitsPerPack' | 'unitsPerCase' | 'casesPerPallet';
const half = { xs: 24, sm: 12 } as const;

/** The product form (SPEC 3, 5); its rules are the contract's, so the server agrees with it. */
export function ProductForm({ form, initialValues, controls, onFinish }: ProductFormProps) {
  const { t } = useTranslation();
  useRevalidateOnLanguageChange(form);

  const imagesRule = {
    validator: async (_rule: unknown, files: UploadFile<FileRef>[] | undefined) => {
      if (files?.some((file) => file.status === 'uploading')) throw new Error(t('products.images.wait'));
    },
  };
  const count = (name: CountField, label: string, suffix?: string) => (
    <Col {...half}>
      <Form.Item name={name} label={label} rules={[zodRule(shape[name])]}>
        <InputNumber<number> min={1} precision={0} className={styles.number} suffix={suffix} />
      </Form.Item>
    </Col>
  );

  return (
    <Form<ProductFormValues>
      form={form}
      name="product"
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
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
        <ProductImagesField />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="brand" label={t('productField.brand')} rules={[zodRule(shape.brand)]}>
            {controls.brand}
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="categoryId" label={t('products.fields.category')}>
            {controls.category}
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="origin" label={t('productField.origin')} rules={[zodRule(shape.origin)]}>
            {controls.origin}
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="pricingUnit"
            label={t('productField.pricingUnit')}
            rules={[zodRule(shape.pricingUnit)]}
          >
            {controls.pricingUnit}
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('productField.specs')} className={styles.specsItem}>
        <ProductSpecsField />
      </Form.Item>
      <Row gutter={16}>
        {count('shelfLifeDays', t('productField.shelfLifeDays'), t('products.fields.days'))}
        {count('unitsPerPack', t('productField.unitsPerPack'))}
        {count('unitsPerCase', t('productField.unitsPerCase'))}
        {count('casesPerPallet', t('productField.casesPerPallet'))}
      </Row>
      <Form.Item name="remark" label={t('productField.remark')} rules={[zodRule(shape.remark)]}>
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 8 }}
          showCount
          maxLength={PRODUCT_LIMITS.remarkMax}
        />
      </Form.Item>
    </Form>
  );
}
