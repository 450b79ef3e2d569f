import { type MasterProduct, type MyRfq, PostRfqSchema, RFQ_LIMITS } from '@sc/contract';
import { Button, Cascader, DatePicker, Form, type FormRule, Input, InputNumber, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../../lib/applyFormError';
import { ISO_DATE, PICKER_DATE_FORMATS } from '../../../../lib/expiryDate';
import { translate, translateUnchecked } from '../../../../lib/i18n';
import { langTag } from '../../../../lib/language';
import { useUnsavedChangesGuard } from '../../../../lib/unsavedChanges';
import { useLanguage } from '../../../../lib/useLanguage';
import { firstIssueKey, zodRule } from '../../../../lib/zodRule';
import { usePostRfq } from '../../api/usePostRfq';
import { useRfqCategories } from '../../api/useRfqCategories';
import {
  categoryPathOf,
  emptyRfqValues,
  lastExpiryDay,
  type RfqFormValues,
  rfqFieldIssues,
  toPostRfq,
} from '../../rfq/rfqForm';
import { currencyOptions, referenceOptions } from '../../rfq/rfqOptions';
import { CertificationChips } from './CertificationChips';
import { ProductWantedInput } from './ProductWantedInput';
import { RfqAttachmentsField } from './RfqAttachmentsField';
import styles from './RfqForm.module.css';

type RfqFormProps = {
  /** Fields filled in already (e.g. a product and its barcode from a link). */
  initial?: Partial<RfqFormValues>;
  onPosted: (rfq: MyRfq) => void;
};

const shape = PostRfqSchema.shape;

/** A rule from one field's contract schema, for a form value that needs shaping first. */
function shapedRule(
  schema: Parameters<typeof firstIssueKey>[0],
  toValue: (value: unknown) => unknown,
): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const key = firstIssueKey(schema, toValue(value));
      if (key !== null) throw new Error(translateUnchecked(key));
    },
  };
}

const rules = {
  productName: [zodRule(shape.productName)],
  barcode: [zodRule(shape.barcode)],
  categoryId: [shapedRule(shape.categoryId, (path) => (Array.isArray(path) ? path.at(-1) : undefined))],
  quantity: [zodRule(shape.quantity)],
  unit: [zodRule(shape.unit)],
  targetPrice: [zodRule(shape.targetPrice)],
  targetCurrency: [
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        const price = String(getFieldValue('targetPrice') ?? '').trim();
        if (price && !value) throw new Error(translate('validation.currencyRequired'));
      },
    }),
  ] satisfies FormRule[],
  terms: [zodRule(shape.terms)],
  place: [zodRule(shape.place)],
  shelfLifeDays: [zodRule(shape.shelfLifeDays)],
  attachmentIds: [
    {
      validator: async (_rule, files: RfqFormValues['attachmentIds'] | undefined) => {
        if ((files ?? []).some((file) => file.status === 'uploading'))
          throw new Error(translate('buyerRfq.form.uploading'));
      },
    },
  ] satisfies FormRule[],
  remark: [zodRule(shape.remark)],
  expiresOn: [
    {
      validator: async (_rule, value: Dayjs | null | undefined) => {
        const day = value ? value.format(ISO_DATE) : '';
        const key = firstIssueKey(shape.expiresOn, day);
        if (key !== null) throw new Error(translateUnchecked(key));
        if (day > lastExpiryDay())
          throw new Error(translate('validation.rfqExpiryTooFar', { days: RFQ_LIMITS.expiryMaxDays }));
      },
    },
  ] satisfies FormRule[],
  maxQuotes: [zodRule(shape.maxQuotes)],
};

/**
 * The RFQ a buyer posts: checked with the contract's own schema before anything is sent (the same
 * words as the server, in the buyer's language); the server's field errors land on the fields and
 * nothing typed is lost on a failure.
 */
export function RfqForm({ initial, onPosted }: RfqFormProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const localeTag = langTag(lang);
  const [form] = Form.useForm<RfqFormValues>();
  const post = usePostRfq();
  const categories = useRfqCategories();
  const { allowLeave } = useUnsavedChangesGuard(() => form.isFieldsTouched() && !post.isSuccess);
  const unit = Form.useWatch('unit', form) ?? 'unit';
  const options = useMemo(() => referenceOptions(t), [t]);
  const currencies = useMemo(() => currencyOptions(localeTag), [localeTag]);
  const initialValues = useMemo(() => ({ ...emptyRfqValues(), ...initial }), [initial]);
  const lastDay = lastExpiryDay();
  const [linkedProduct, setLinkedProduct] = useState<MasterProduct | null>(null);

  /** A suggestion picked: its name, barcode and category fill the form, and the request names it. */
  function pickProduct(product: MasterProduct) {
    setLinkedProduct(product);
    form.setFieldsValue({
      productName: product.name,
      masterProductId: product.id,
      barcode: product.barcode,
      categoryId: categoryPathOf(categories.data ?? [], product.categoryId),
    });
    void form.validateFields(['productName', 'barcode', 'categoryId']);
  }

  /** Typing over the name (or the barcode) of a picked product unlinks it. */
  function handleValuesChange(changed: Partial<RfqFormValues>) {
    if (!linkedProduct) return;
    if (changed.productName !== undefined || changed.barcode !== undefined) {
      setLinkedProduct(null);
      form.setFieldValue('masterProductId', null);
    }
  }

  async function handleFinish() {
    const input = toPostRfq(form.getFieldsValue(true) as RfqFormValues);
    const issues = rfqFieldIssues(input);
    const names = Object.keys(issues) as Array<keyof typeof issues>;
    if (names.length > 0) {
      form.setFields(
        names.map((name) => ({
          name,
          errors: [translateUnchecked(issues[name]?.key ?? '', issues[name]?.values)],
        })),
      );
      form.scrollToField(names[0] as string, { block: 'center' });
      return;
    }
    try {
      const rfq = await post.mutateAsync(input);
      allowLeave();
      onPosted(rfq);
    } catch (error) {
      applyFormError(form, error);
      const firstWithError = form.getFieldsError().find((field) => field.errors.length > 0);
      if (firstWithError) form.scrollToField(firstWithError.name, { block: 'center' });
    }
  }

  return (
    <Form<RfqFormValues>
      form={form}
      name="postRfq"
      layout="vertical"
      initialValues={initialValues}
      onFinish={() => void handleFinish()}
      onValuesChange={handleValuesChange}
      scrollToFirstError={{ block: 'center' }}
      className={styles.form}
      size="large"
    >
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('buyerRfq.form.sections.product')}</h2>
        <Form.Item
          name="productName"
          label={t('buyerRfq.form.productName')}
          rules={rules.productName}
          required
          extra={
            linkedProduct
              ? t('buyerRfq.form.catalogueLinked', {
                  brand: linkedProduct.brand,
                  barcode: linkedProduct.barcode,
                })
              : t('buyerRfq.form.productNameHint')
          }
        >
          <ProductWantedInput onPick={pickProduct} />
        </Form.Item>
        <Form.Item name="masterProductId" hidden>
          <Input />
        </Form.Item>
        <Form.Item
          name="barcode"
          label={t('buyerRfq.form.barcode')}
          rules={rules.barcode}
          extra={t('buyerRfq.form.barcodeHint')}
        >
          <Input maxLength={RFQ_LIMITS.barcodeMax} inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="categoryId"
          label={t('buyerRfq.form.category')}
          rules={rules.categoryId}
          required
          extra={
            categories.isError ? (
              <span className={styles.loadProblem}>
                {t('buyerRfq.form.categoriesError')}{' '}
                <Button type="link" size="small" onClick={() => void categories.refetch()}>
                  {t('buyerRfq.form.retry')}
                </Button>
              </span>
            ) : undefined
          }
        >
          <Cascader
            options={categories.data ?? []}
            changeOnSelect
            showSearch
            loading={categories.isPending}
            placeholder={t('buyerRfq.form.categoryPlaceholder')}
            popupClassName={styles.cascaderPopup}
          />
        </Form.Item>
        <Form.Item label={t('buyerRfq.form.quantity')} required className={styles.compound}>
          <Space.Compact block>
            <Form.Item name="quantity" noStyle rules={rules.quantity}>
              <InputNumber
                className={styles.grow}
                min={1}
                max={RFQ_LIMITS.quantityMax}
                precision={0}
                inputMode="numeric"
                placeholder={t('buyerRfq.form.quantityPlaceholder')}
                aria-label={t('buyerRfq.form.quantity')}
              />
            </Form.Item>
            <Form.Item name="unit" noStyle rules={rules.unit}>
              <Select className={styles.unit} options={options.units} aria-label={t('buyerRfq.form.unit')} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item
          label={t(`buyerRfq.form.targetPrice.${unit}`)}
          extra={t('buyerRfq.form.targetPriceHint')}
          className={styles.compound}
        >
          <Space.Compact block>
            <Form.Item name="targetPrice" noStyle rules={rules.targetPrice}>
              <Input
                className={styles.grow}
                inputMode="decimal"
                placeholder={t('buyerRfq.form.pricePlaceholder')}
                aria-label={t(`buyerRfq.form.targetPrice.${unit}`)}
                autoComplete="off"
              />
            </Form.Item>
            <Form.Item
              name="targetCurrency"
              noStyle
              rules={rules.targetCurrency}
              dependencies={['targetPrice']}
            >
              <Select
                className={styles.currency}
                options={currencies}
                showSearch={{
                  filterOption: (input, option) =>
                    (option?.search ?? '').includes(input.trim().toLowerCase()),
                }}
                popupMatchSelectWidth={220}
                optionRender={(option) => (
                  <span className={styles.currencyOption}>
                    <strong>{option.data.value}</strong>
                    <span>{option.data.search.slice(option.data.value.length + 1)}</span>
                  </span>
                )}
                aria-label={t('buyerRfq.form.currency')}
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('buyerRfq.form.sections.delivery')}</h2>
        <div className={styles.pair}>
          <Form.Item name="terms" label={t('buyerRfq.form.terms')} rules={rules.terms} required>
            <Select options={options.terms} placeholder={t('buyerRfq.form.termsPlaceholder')} />
          </Form.Item>
          <Form.Item name="place" label={t('buyerRfq.form.place')} rules={rules.place} required>
            <Select options={options.places} placeholder={t('buyerRfq.form.placePlaceholder')} />
          </Form.Item>
        </div>
        <Form.Item
          name="shelfLifeDays"
          label={t('buyerRfq.form.shelfLife')}
          rules={rules.shelfLifeDays}
          extra={t('buyerRfq.form.shelfLifeHint')}
        >
          <InputNumber
            className={styles.shelfLife}
            min={1}
            max={RFQ_LIMITS.shelfLifeMax}
            precision={0}
            inputMode="numeric"
            placeholder={t('buyerRfq.form.shelfLifePlaceholder')}
            suffix={t('buyerRfq.form.days')}
          />
        </Form.Item>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('buyerRfq.form.sections.requirements')}</h2>
        <Form.Item
          name="certifications"
          label={t('buyerRfq.form.certifications')}
          extra={t('buyerRfq.form.certificationsHint')}
        >
          <CertificationChips />
        </Form.Item>
        <Form.Item
          name="attachmentIds"
          label={t('buyerRfq.form.attachments')}
          extra={t('buyerRfq.form.attachmentsHint')}
          rules={rules.attachmentIds}
        >
          <RfqAttachmentsField />
        </Form.Item>
        <Form.Item name="remark" label={t('buyerRfq.form.remark')} rules={rules.remark}>
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={RFQ_LIMITS.remarkMax}
            showCount
            placeholder={t('buyerRfq.form.remarkPlaceholder')}
          />
        </Form.Item>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('buyerRfq.form.sections.quotes')}</h2>
        <div className={styles.pair}>
          <Form.Item
            name="expiresOn"
            label={t('buyerRfq.form.expiresOn')}
            rules={rules.expiresOn}
            required
            extra={t('buyerRfq.form.expiresHint', { days: RFQ_LIMITS.expiryMaxDays })}
          >
            <DatePicker
              className={styles.full}
              format={[PICKER_DATE_FORMATS[lang], ISO_DATE]}
              allowClear={false}
              inputReadOnly
              disabledDate={(day) => {
                const iso = day.format(ISO_DATE);
                return iso < dayjs().format(ISO_DATE) || iso > lastDay;
              }}
            />
          </Form.Item>
          <Form.Item
            name="maxQuotes"
            label={t('buyerRfq.form.maxQuotes')}
            rules={rules.maxQuotes}
            required
            extra={t('buyerRfq.form.maxQuotesHint')}
          >
            <InputNumber
              className={styles.full}
              min={1}
              max={RFQ_LIMITS.maxQuotesMax}
              precision={0}
              inputMode="numeric"
            />
          </Form.Item>
        </div>
      </section>

      <div className={styles.submitBar}>
        <Button type="primary" htmlType="submit" size="large" block loading={post.isPending}>
          {t('buyerRfq.form.submit')}
        </Button>
      </div>
    </Form>
  );
}
