import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PRODUCT_LIMITS, ProductInputSchema } from '@sc/contract';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/zodRule';
import styles from './ProductForm.module.css';

const specRule = zodRule(ProductInputSchema.shape.specs.unwrap().element);

/** The product's specs: rows added and removed by the user, at most ten. */
export function ProductSpecsField() {
  const { t } = useTranslation();
  return (
    <Form.List name="specs">
      {(fields, { add, remove }) => (
        <div className={styles.specs}>
          {fields.map((field, index) => (
            <div key={field.key} className={styles.specRow}>
              <Form.Item name={field.name} rules={[specRule]} className={styles.specInput}>
                <Input
                  placeholder={t('products.specs.placeholder')}
                  aria-label={t('products.specs.label', { number: index + 1 })}
                  maxLength={PRODUCT_LIMITS.specMax}
                />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                className={`${styles.specRemove} spec-remove`}
                aria-label={t('products.specs.remove', { number: index + 1 })}
                onClick={() => remove(field.name)}
              />
            </div>
          ))}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            className="spec-add"
            disabled={fields.length >= PRODUCT_LIMITS.specs}
            onClick={() => add('')}
          >
            {fields.length >= PRODUCT_LIMITS.specs
              ? t('validation.tooManySpecs')
              : t('products.specs.add', { count: fields.length, max: PRODUCT_LIMITS.specs })}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
