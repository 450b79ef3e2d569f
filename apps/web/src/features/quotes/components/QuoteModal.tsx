import type { Quote } from '@sc/contract';
import { Alert, App, Button, Form, Modal, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../lib/applyFormError';
import { showSuccessMessage } from '../../../lib/feedback';
import { formatDate } from '../../../lib/formatDate';
import { formatMoney } from '../../../lib/formatMoney';
import { langTag } from '../../../lib/language';
import { useUnsavedChangesGuard } from '../../../lib/unsavedChanges';
import { useLanguage } from '../../../lib/useLanguage';
import { useCurrentQuote } from '../api/useCurrentQuote';
import { useDeleteQuote } from '../api/useDeleteQuote';
import { useSaveQuote } from '../api/useSaveQuote';
import { type QuoteFormValues, toQuoteFields, toQuoteFormValues } from '../quoteForm';
import { QuoteForm, type QuoteFormControls } from './QuoteForm';
import styles from './QuoteModal.module.css';

type QuoteModalProps = {
  /** The product to quote; null keeps the modal closed. */
  product: { id: number; name: string } | null;
  controls: QuoteFormControls;
  onClose: () => void;
};

function CurrentQuote({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const tag = langTag(lang);
  return (
    <div className={styles.current}>
      <span className={styles.currentLabel}>{t('quotes.current')}</span>
      <span className={styles.currentValue}>
        <strong>{formatMoney(quote.price, quote.currency, tag)}</strong> · {quote.terms} ·{' '}
        {t('quotes.validUntil', { date: formatDate(quote.expiresOn, tag) })}
      </span>
      {quote.isExpired ? (
        <Tag color="warning" variant="filled">
          {t('quotes.expired')}
        </Tag>
      ) : (
        <Tag color="success" variant="filled">
          {t('quotes.active')}
        </Tag>
      )}
    </div>
  );
}

/** The product-quote form in a modal: prefilled from the current quote, which it then updates. */
export function QuoteModal({ product, controls, onClose }: QuoteModalProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<QuoteFormValues>();
  const current = useCurrentQuote(product?.id ?? null);
  const save = useSaveQuote();
  const remove = useDeleteQuote();
  const quote = current.data ?? null;
  const initialValues = useMemo(() => toQuoteFormValues(quote, (iso) => dayjs(iso)), [quote]);
  // Wait for a fresh answer: the form takes its starting values once, when it mounts.
  const isLoading = product !== null && (current.isPending || current.isFetching);
  const { confirmDiscard } = useUnsavedChangesGuard(
    () => product !== null && !isLoading && form.isFieldsTouched(),
  );
  const handleClose = () => confirmDiscard(onClose);

  async function handleFinish(values: QuoteFormValues) {
    if (!product) return;
    try {
      await save.mutateAsync({ id: quote?.id ?? null, productId: product.id, fields: toQuoteFields(values) });
      showSuccessMessage(t(quote ? 'quotes.updated' : 'quotes.created'));
      onClose();
    } catch (error) {
      applyFormError(form, error);
    }
  }

  function handleDelete() {
    if (!quote) return;
    modal.confirm({
      title: t('products.deleteConfirm'),
      content: t('quotes.deleteText'),
      okText: t('products.deleteOk'),
      cancelText: t('products.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.mutateAsync(quote.id);
          showSuccessMessage(t('quotes.deleted'));
          onClose();
        } catch {
          // The HTTP client has already shown the server's message.
        }
      },
    });
  }

  return (
    <Modal
      open={product !== null}
      title={t(quote ? 'quotes.editTitle' : 'quotes.addTitle')}
      onCancel={handleClose}
      destroyOnHidden
      width={520}
      footer={
        <div className={styles.footer}>
          {quote ? (
            <Button danger type="text" onClick={handleDelete}>
              {t('quotes.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Space>
            <Button onClick={handleClose}>{t('products.cancel')}</Button>
            <Button
              type="primary"
              htmlType="submit"
              form="quote"
              loading={save.isPending}
              disabled={isLoading}
            >
              {t(quote ? 'quotes.update' : 'quotes.save')}
            </Button>
          </Space>
        </div>
      }
    >
      {product ? (
        <Typography.Paragraph type="secondary" className={styles.product}>
          {product.name}
        </Typography.Paragraph>
      ) : null}
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          {quote ? <CurrentQuote quote={quote} /> : null}
          {quote?.isExpired ? (
            <Alert type="warning" showIcon title={t('quotes.expiredNotice')} className={styles.alert} />
          ) : null}
          <QuoteForm
            key={quote?.id ?? 'new'}
            form={form}
            initialValues={initialValues}
            controls={controls}
            onFinish={(values) => void handleFinish(values)}
          />
        </>
      )}
    </Modal>
  );
}
