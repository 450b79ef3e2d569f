import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { QUOTATION_LIMITS, QuotationLineInputSchema } from '@sc/contract';
import { AutoComplete, Button, Col, Form, type FormInstance, Input, InputNumber, Row } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/zodRule';
import {
  emptyLine,
  lineWithProduct,
  type QuotationFormValues,
  type QuotationLineValues,
} from '../quotationForm';
import styles from './QuotationLines.module.css';
import { QuotationProductSelect } from './QuotationProductSelect';

const shape = QuotationLineInputSchema.shape;
type CountField = 'moq' | 'unitsPerPack' | 'unitsPerCase' | 'casesPerPallet' | 'shelfLifeDays';
type TextField = 'packDimensions' | 'caseDimensions' | 'pallet';

type LineProps = {
  form: FormInstance<QuotationFormValues>;
  /** The Form.List field name of this line. */
  name: number;
  index: number;
  currency: string | undefined;
  priceUnit: ReactElement;
  canRemove: boolean;
  onRemove: () => void;
};

/** One product line: product, spec, price, unit, MOQ, packing and pallet. */
function QuotationLineCard({ form, name, index, currency, priceUnit, canRemove, onRemove }: LineProps) {
  const { t } = useTranslation();
  // `preserve`: the product's name, code, brand and specs live in the line without inputs of their own.
  const line = Form.useWatch(['lines', name], { form, preserve: true }) as QuotationLineValues | undefined;
  const title = line?.productName || t('quotations.lines.untitled');
  const current = line?.productId ? { id: line.productId, name: line.productName } : null;
  const details = [line?.code, line?.brand].filter(Boolean).join(' · ');

  function handlePick(product: Parameters<typeof lineWithProduct>[1]) {
    const before = (form.getFieldValue(['lines', name]) as QuotationLineValues | undefined) ?? emptyLine();
    // The untyped instance takes a list path.
    (form as FormInstance).setFieldValue(['lines', name], lineWithProduct(before, product));
  }

  const count = (field: CountField, label: string, span: { xs: number; sm: number; lg: number }) => (
    <Col {...span}>
      <Form.Item name={[name, field]} label={label} rules={[zodRule(shape[field])]}>
        <InputNumber<number> min={1} precision={0} className={styles.number} />
      </Form.Item>
    </Col>
  );
  const text = (field: TextField, label: string, placeholder: string, max: number) => (
    <Col xs={24} sm={8}>
      <Form.Item name={[name, field]} label={label} rules={[zodRule(shape[field])]}>
        <Input placeholder={placeholder} maxLength={max} />
      </Form.Item>
    </Col>
  );

  return (
    <section className={styles.line} aria-label={t('quotations.lines.lineLabel', { number: index + 1 })}>
      <header className={styles.lineHeader}>
        <span className={styles.lineNumber} aria-hidden="true">
          {index + 1}
        </span>
        <strong className={styles.lineTitle} title={title}>
          {title}
        </strong>
        {canRemove ? (
          <Button
            type="text"
            danger
            size="small"
            icon={<DeleteOutlined />}
            className="quotation-line-remove"
            aria-label={t('quotations.lines.remove', { number: index + 1 })}
            onClick={onRemove}
          />
        ) : null}
      </header>
      <Row gutter={12}>
        <Col xs={24} md={14}>
          <Form.Item
            name={[name, 'productId']}
            label={t('quotations.lines.product')}
            required
            rules={[zodRule(shape.productId)]}
            extra={details || undefined}
          >
            <QuotationProductSelect current={current} onPick={handlePick} />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item name={[name, 'spec']} label={t('quotations.lines.spec')} rules={[zodRule(shape.spec)]}>
            <AutoComplete
              options={(line?.specs ?? []).map((spec) => ({ value: spec }))}
              placeholder={t('quotations.lines.specPlaceholder')}
              maxLength={QUOTATION_LIMITS.specMax}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name={[name, 'price']}
            label={t('quotations.lines.price')}
            required
            rules={[zodRule(shape.price)]}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              maxLength={17}
              prefix={<span className={styles.currency}>{currency ?? ''}</span>}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item
            name={[name, 'priceUnit']}
            label={t('quotations.lines.priceUnit')}
            rules={[zodRule(shape.priceUnit)]}
          >
            {priceUnit}
          </Form.Item>
        </Col>
        {count('moq', t('quotations.lines.moq'), { xs: 12, sm: 8, lg: 8 })}
      </Row>
      <div className={styles.packing}>
        <span className={styles.packingTitle}>{t('quotations.lines.packing')}</span>
        <Row gutter={12}>
          {count('unitsPerPack', t('quotations.lines.unitsPerPack'), { xs: 12, sm: 6, lg: 6 })}
          {count('unitsPerCase', t('quotations.lines.unitsPerCase'), { xs: 12, sm: 6, lg: 6 })}
          {count('casesPerPallet', t('quotations.lines.casesPerPallet'), { xs: 12, sm: 6, lg: 6 })}
          {count('shelfLifeDays', t('quotations.lines.shelfLifeDays'), { xs: 12, sm: 6, lg: 6 })}
          {text(
            'packDimensions',
            t('quotations.lines.packDimensions'),
            t('quotations.lines.dimensionsPlaceholder'),
            QUOTATION_LIMITS.dimensionsMax,
          )}
          {text(
            'caseDimensions',
            t('quotations.lines.caseDimensions'),
            t('quotations.lines.dimensionsPlaceholder'),
            QUOTATION_LIMITS.dimensionsMax,
          )}
          {text(
            'pallet',
            t('quotations.lines.pallet'),
            t('quotations.lines.palletPlaceholder'),
            QUOTATION_LIMITS.palletMax,
          )}
        </Row>
      </div>
    </section>
  );
}

type QuotationLinesFieldProps = {
  form: FormInstance<QuotationFormValues>;
  /** The pricing-unit select, passed in by the page (reference data). */
  priceUnit: ReactElement;
};

/** The quotation's product lines: add and remove lines; at least one is needed. */
export function QuotationLinesField({ form, priceUnit }: QuotationLinesFieldProps) {
  const { t } = useTranslation();
  const currency = Form.useWatch('currency', form);
  const linesRule = {
    validator: async (_rule: unknown, lines: QuotationLineValues[] | undefined) => {
      if (!lines || lines.length === 0) throw new Error(t('validation.quotationLinesRequired'));
    },
  };

  return (
    <Form.List name="lines" rules={[linesRule]}>
      {(fields, { add, remove }, { errors }) => (
        <div className={styles.lines}>
          {fields.map((field, index) => (
            <QuotationLineCard
              key={field.key}
              form={form}
              name={field.name}
              index={index}
              currency={currency}
              priceUnit={priceUnit}
              canRemove={fields.length > 1}
              onRemove={() => remove(field.name)}
            />
          ))}
          <Form.ErrorList errors={errors} />
          {fields.length < QUOTATION_LIMITS.lines ? (
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              className="quotation-line-add"
              onClick={() => add(emptyLine())}
            >
              {t('quotations.lines.add')}
            </Button>
          ) : null}
        </div>
      )}
    </Form.List>
  );
}
