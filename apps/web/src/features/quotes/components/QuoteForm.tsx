import { expiryProblem, type Lang, QuoteInputSchema } from '@sc/contract';
import { Col, DatePicker, Form, type FormInstance, Input, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/useLanguage';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { zodRule } from '../../../lib/zodRule';
import type { QuoteFormValues } from '../quoteForm';
import styles from './QuoteModal.module.css';

/** Selects over reference lists, passed in by the page (currencies and Incoterms). */
export type QuoteFormControls = { currency: ReactElement; terms: ReactElement };

type QuoteFormProps = {
  form: FormInstance<QuoteFormValues>;
  initialValues: QuoteFormValues;
  controls: QuoteFormControls;
  onFinish: (values: QuoteFormValues) => void;
};

const shape = QuoteInputSchema.shape;
/** How the picker shows the date in each language; ISO dates can always be typed too. */
const DATE_FORMATS: Record<Lang, string> = { en: 'MMM D, YYYY', ch: 'YYYY年M月D日', ja: 'YYYY/MM/DD' };

/** Price, currency, terms of delivery and expiration date (SPEC 5: all required). */
export function QuoteForm({ form, initialValues, controls, onFinish }: QuoteFormProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  useRevalidateOnLanguageChange(form);

  const expiryRule = {
    validator: async (_rule: unknown, value: Dayjs | null | undefined) => {
      if (!value) throw new Error(t('validation.expiryRequired'));
      const problem = expiryProblem(value.format('YYYY-MM-DD'));
      if (problem) throw new Error(t(problem));
    },
  };

  return (
    <Form<QuoteFormValues>
      form={form}
      name="quote"
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
    >
      <Row gutter={12}>
        <Col xs={24} sm={9}>
          <Form.Item
            name="currency"
            label={t('quotes.fields.currency')}
            required
            rules={[zodRule(shape.currency)]}
          >
            {controls.currency}
          </Form.Item>
        </Col>
        <Col xs={24} sm={15}>
          <Form.Item
            name="price"
            label={t('quotes.fields.price')}
            required
            rules={[zodRule(shape.price)]}
            extra={t('quotes.fields.priceHint')}
          >
            <Input inputMode="decimal" autoComplete="off" placeholder="0.00" maxLength={17} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="terms" label={t('quotes.fields.terms')} required rules={[zodRule(shape.terms)]}>
        {controls.terms}
      </Form.Item>
      <Form.Item name="expiresOn" label={t('quotes.fields.expiresOn')} required rules={[expiryRule]}>
        <DatePicker
          className={styles.date}
          format={[DATE_FORMATS[lang], 'YYYY-MM-DD']}
          disabledDate={(current) => expiryProblem(current.format('YYYY-MM-DD')) !== null}
          placeholder={t('quotes.fields.expiresOnPlaceholder')}
        />
      </Form.Item>
    </Form>
  );
}
