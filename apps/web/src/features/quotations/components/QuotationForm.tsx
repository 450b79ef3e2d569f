import { QUOTATION_LIMITS, QuotationInputSchema } from '@sc/contract';
import { Col, Form, type FormInstance, Input, Row } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpiryDatePicker } from '../../../components/ExpiryDatePicker';
import { expiryDateRule } from '../../../lib/expiryDate';
import { firstErrorScroll } from '../../../lib/motion';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { zodRule } from '../../../lib/zodRule';
import type { QuotationFormValues } from '../quotationForm';
import styles from './QuotationForm.module.css';
import { QuotationLinesField } from './QuotationLinesField';

/** Selects over reference lists, passed in by the page (Incoterms, places, currencies, units). */
export type QuotationFormControls = {
  terms: ReactElement;
  place: ReactElement;
  currency: ReactElement;
  priceUnit: ReactElement;
};

type QuotationFormProps = {
  form: FormInstance<QuotationFormValues>;
  initialValues: QuotationFormValues;
  controls: QuotationFormControls;
  /** The saved expiration date: an expired quotation may keep it; any other date must not be past. */
  savedExpiresOn: string | null;
  onFinish: (values: QuotationFormValues) => void;
  onFinishFailed: () => void;
};

const shape = QuotationInputSchema.shape;

/** The quotation form (SPEC 3, 5): its rules are the contract's, so the server agrees with it. */
export function QuotationForm({
  form,
  initialValues,
  controls,
  savedExpiresOn,
  onFinish,
  onFinishFailed,
}: QuotationFormProps) {
  const { t } = useTranslation();
  useRevalidateOnLanguageChange(form);

  return (
    <Form<QuotationFormValues>
      form={form}
      name="quotation"
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      onFinishFailed={onFinishFailed}
      scrollToFirstError={firstErrorScroll()}
    >
      <section className={styles.section} aria-labelledby="quotation-details-title">
        <h2 id="quotation-details-title" className={styles.sectionTitle}>
          {t('quotations.form.details')}
        </h2>
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Form.Item name="name" label={t('quotations.fields.name')} required rules={[zodRule(shape.name)]}>
              <Input
                maxLength={QUOTATION_LIMITS.nameMax}
                placeholder={t('quotations.fields.namePlaceholder')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item
              name="expiresOn"
              label={t('quotations.fields.expiresOn')}
              required
              rules={[expiryDateRule(savedExpiresOn)]}
            >
              <ExpiryDatePicker
                className={styles.full}
                keptDate={savedExpiresOn}
                placeholder={t('quotations.fields.expiresOnPlaceholder')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="terms"
              label={t('quotations.fields.terms')}
              required
              rules={[zodRule(shape.terms)]}
            >
              {controls.terms}
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="place"
              label={t('quotations.fields.place')}
              required
              rules={[zodRule(shape.place)]}
            >
              {controls.place}
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="currency"
              label={t('quotations.fields.currency')}
              required
              rules={[zodRule(shape.currency)]}
            >
              {controls.currency}
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="remark"
              label={t('quotations.fields.remark')}
              extra={t('quotations.fields.remarkHint')}
              rules={[zodRule(shape.remark)]}
            >
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={QUOTATION_LIMITS.remarkMax} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="note"
              label={t('quotations.fields.note')}
              extra={t('quotations.fields.noteHint')}
              rules={[zodRule(shape.note)]}
            >
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={QUOTATION_LIMITS.noteMax} />
            </Form.Item>
          </Col>
        </Row>
      </section>
      <section className={styles.section} aria-labelledby="quotation-lines-title">
        <h2 id="quotation-lines-title" className={styles.sectionTitle}>
          {t('quotations.form.products')}
        </h2>
        <p className={styles.sectionHint}>{t('quotations.form.productsHint')}</p>
        <QuotationLinesField form={form} priceUnit={controls.priceUnit} />
      </section>
    </Form>
  );
}
