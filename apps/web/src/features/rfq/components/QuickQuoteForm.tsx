import { QuickQuoteTermsSchema, RFQ_LIMITS, SAMPLE_OFFERS } from '@sc/contract';
import { Col, Form, type FormInstance, Input, InputNumber, Radio, Row } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpiryDatePicker } from '../../../components/ExpiryDatePicker';
import { ISO_DATE } from '../../../lib/expiryDate';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { zodRule } from '../../../lib/zodRule';
import type { PickedDate, QuickQuoteFormValues } from '../quickQuoteForm';
import styles from './QuickQuote.module.css';
import { AttachProductSelect, AttachQuotationSelect } from './QuoteAttachmentSelects';

/** Selects over server reference lists, passed in by the page (currencies, units, Incoterms, places). */
export type QuickQuoteControls = {
  currency: ReactElement;
  unit: ReactElement;
  terms: ReactElement;
  place: ReactElement;
};

type QuickQuoteFormProps = {
  form: FormInstance<QuickQuoteFormValues>;
  initialValues: QuickQuoteFormValues;
  controls: QuickQuoteControls;
  onFinish: (values: QuickQuoteFormValues) => void;
  /** The product and quotation attached already, named in their selects. */
  attached?: { product: AttachedOption | null; quotation: AttachedOption | null };
};

export type AttachedOption = { value: number; label: string };

const shape = QuickQuoteTermsSchema.shape;
const validUntilRule = zodRule({
  safeParse: (value: unknown) =>
    shape.validUntil.safeParse(value ? (value as PickedDate).format(ISO_DATE) : null),
});

/**
 * The quick quotation (SPEC 5): price, currency, per unit and terms of delivery required; MOQ, lead
 * time, validity, place, samples, a message and one of my products or quotations optional. Every
 * rule is the contract's, so the form and the server refuse the same input with the same words.
 */
export function QuickQuoteForm({ form, initialValues, controls, onFinish, attached }: QuickQuoteFormProps) {
  const { t } = useTranslation();
  useRevalidateOnLanguageChange(form);
  return (
    <Form<QuickQuoteFormValues>
      form={form}
      name="quickQuote"
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      className={styles.form}
      scrollToFirstError
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="price" label={t('rfq.quote.price')} required rules={[zodRule(shape.price)]}>
            <Input inputMode="decimal" autoComplete="off" placeholder="0.00" maxLength={17} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="currency"
            label={t('rfq.quote.currency')}
            required
            rules={[zodRule(shape.currency)]}
          >
            {controls.currency}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="unit" label={t('rfq.quote.unit')} required rules={[zodRule(shape.unit)]}>
            {controls.unit}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="terms" label={t('rfq.quote.terms')} required rules={[zodRule(shape.terms)]}>
            {controls.terms}
          </Form.Item>
        </Col>
        <Col xs={12} sm={12}>
          <Form.Item name="moq" label={t('rfq.quote.moq')} rules={[zodRule(shape.moq)]}>
            <InputNumber
              className={styles.number}
              min={1}
              max={RFQ_LIMITS.quantityMax}
              precision={0}
              placeholder={t('rfq.quote.optional')}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={12}>
          <Form.Item
            name="leadTimeDays"
            label={t('rfq.quote.leadTime')}
            rules={[zodRule(shape.leadTimeDays)]}
          >
            <InputNumber
              className={styles.number}
              min={1}
              max={RFQ_LIMITS.leadTimeMax}
              precision={0}
              placeholder={t('rfq.quote.optional')}
              suffix={t('rfq.quote.days')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="validUntil" label={t('rfq.quote.validUntil')} rules={[validUntilRule]}>
            <ExpiryDatePicker className={styles.number} placeholder={t('rfq.quote.optional')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="place" label={t('rfq.quote.place')} rules={[zodRule(shape.place)]}>
            {controls.place}
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="sampleOffer" label={t('rfq.quote.samples')}>
        <Radio.Group
          optionType="button"
          options={SAMPLE_OFFERS.map((value) => ({ value, label: t(`rfqShared.sampleOffer.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="message" label={t('rfq.quote.message')} rules={[zodRule(shape.message)]}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={RFQ_LIMITS.quoteMessageMax}
          showCount
          placeholder={t('rfq.quote.messagePlaceholder')}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="productId" label={t('rfq.quote.attachProduct')}>
            <AttachProductSelect known={attached?.product} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="quotationId" label={t('rfq.quote.attachQuotation')}>
            <AttachQuotationSelect known={attached?.quotation} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
