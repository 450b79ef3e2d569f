import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Form, type FormInstance, Result, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTour, type PageTourStep } from '../../../features/home/components/PageTour';
import { useQuotation } from '../../../features/quotations/api/useQuotation';
import { useSaveQuotation } from '../../../features/quotations/api/useSaveQuotation';
import { QuotationForm } from '../../../features/quotations/components/QuotationForm';
import {
  type QuotationFormValues,
  toQuotationFieldErrors,
  toQuotationFormValues,
  toQuotationInput,
} from '../../../features/quotations/quotationForm';
import { ReferenceSelect } from '../../../features/reference/components/ReferenceSelect';
import { isApiError } from '../../../lib/ApiError';
import { applyFormError } from '../../../lib/applyFormError';
import { showErrorMessage, showSuccessMessage } from '../../../lib/feedback';
import { paths } from '../../../lib/paths';
import { useUnsavedChangesGuard } from '../../../lib/unsavedChanges';
import styles from './QuotationsPages.module.css';

const QUOTATION_TOUR: PageTourStep[] = [
  { target: '#quotation', key: 'form' },
  { target: '[data-tour="quotation-footer"]', key: 'save' },
  { target: null, key: 'pdf' },
  { target: null, key: 'send' },
];

/** The quotation id of /editQuotation?id=N, or null for a new quotation. */
function idFrom(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Fixed page /editQuotation (SPEC 2): a new quotation, or ?id=N to edit one (a new version). */
export function EditQuotationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idFrom(params);
  const [form] = Form.useForm<QuotationFormValues>();
  const existing = useQuotation(id);
  const save = useSaveQuotation();
  const quotation = existing.data ?? null;
  const initialValues = useMemo(() => toQuotationFormValues(quotation, (iso) => dayjs(iso)), [quotation]);

  const controls = {
    terms: <ReferenceSelect list="quotationTerms" placeholder={t('quotations.fields.termsPlaceholder')} />,
    place: <ReferenceSelect list="quotationPlaces" placeholder={t('quotations.fields.placePlaceholder')} />,
    currency: <ReferenceSelect list="currencyTypes" isSearchable popupMatchSelectWidth={false} />,
    priceUnit: <ReferenceSelect list="unitMeasures" />,
  };
  const isLoading = id !== null && (existing.isPending || existing.isFetching);
  const { allowLeave } = useUnsavedChangesGuard(
    () => !isLoading && !existing.isError && form.isFieldsTouched(),
  );
  const backToList = () => navigate(paths.quotationList);
  // Enter in a field and a click on Save in quick succession must not create two quotations.
  const isSubmitting = useRef(false);

  async function handleFinish(values: QuotationFormValues) {
    if (isSubmitting.current) return;
    isSubmitting.current = true;
    try {
      const saved = await save.mutateAsync({ id, input: toQuotationInput(values) });
      showSuccessMessage(
        id === null
          ? t('quotations.created', { number: saved.number })
          : t('quotations.updated', { number: saved.number, version: saved.version }),
      );
      allowLeave();
      backToList();
    } catch (error) {
      const formFields = form.getFieldsError().map((field) => String(field.name[0]));
      const fields = isApiError(error) ? toQuotationFieldErrors(error.fields, formFields) : [];
      if (fields.length === 0) {
        applyFormError(form, error);
        return;
      }
      // Field paths come from the server; the untyped instance accepts list paths like ['lines', 1, 'price'].
      (form as FormInstance).setFields(fields);
      showErrorMessage(t('validation.form'));
    } finally {
      isSubmitting.current = false;
    }
  }

  const header = (
    <div className={styles.formHeader}>
      <Button
        type="text"
        icon={<ArrowLeftOutlined />}
        aria-label={t('quotations.back')}
        onClick={backToList}
      />
      <h2 className={styles.formTitle}>
        {t(id === null ? 'quotations.form.newTitle' : 'quotations.form.editTitle')}
      </h2>
      {quotation ? (
        <span className={styles.formMeta}>
          <Tag className={styles.number}>{quotation.number}</Tag>
          <Tag color="blue" variant="filled">
            {t('quotations.version', { version: quotation.version })}
          </Tag>
          {quotation.isExpired ? (
            <Tag color="warning" variant="filled">
              {t('quotations.expired')}
            </Tag>
          ) : null}
        </span>
      ) : null}
    </div>
  );

  if (id !== null && existing.isError) {
    return (
      <div className={styles.page}>
        {header}
        <Result
          status="warning"
          title={t('quotations.form.notFound')}
          extra={<Button onClick={backToList}>{t('quotations.back')}</Button>}
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {header}
      {quotation && !isLoading ? (
        <Alert
          type="info"
          showIcon
          title={t('quotations.form.versionNotice', { version: quotation.version + 1 })}
        />
      ) : null}
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <div>
          <QuotationForm
            key={quotation ? `${quotation.id}-${quotation.version}` : 'new'}
            form={form}
            initialValues={initialValues}
            controls={controls}
            savedExpiresOn={quotation?.expiresOn ?? null}
            onFinish={(values) => void handleFinish(values)}
            onFinishFailed={() => showErrorMessage(t('validation.form'))}
          />
          <PageTour page="quotation" steps={QUOTATION_TOUR} />
          <div className={styles.formFooter} data-tour="quotation-footer">
            <Button onClick={backToList}>{t('quotations.cancel')}</Button>
            <Button type="primary" htmlType="submit" form="quotation" loading={save.isPending}>
              {t(id === null ? 'quotations.form.create' : 'quotations.form.save')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
