import { MessageOutlined } from '@ant-design/icons';
import type { MyRfqQuote, RfqCard } from '@sc/contract';
import { Alert, App, Button, Form, Modal } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyFormError } from '../../../lib/applyFormError';
import { translateUnchecked } from '../../../lib/i18n';
import { langTag } from '../../../lib/language';
import { chatWithBuyer } from '../../../lib/paths';
import { formatPricePer, formatQuantity } from '../../../lib/rfqFormat';
import { useUnsavedChangesGuard } from '../../../lib/unsavedChanges';
import { useLanguage } from '../../../lib/useLanguage';
import { useSendRfqQuote } from '../api/useSendRfqQuote';
import {
  type QuickQuoteField,
  type QuickQuoteFormValues,
  quickQuoteIssues,
  toQuickQuoteFormValues,
  toQuickQuoteTerms,
} from '../quickQuoteForm';
import styles from './QuickQuote.module.css';
import { type QuickQuoteControls, QuickQuoteForm } from './QuickQuoteForm';

/** What to quote: an RFQ, my quote on it when revising, and my product for it (attached by default). */
export type QuickQuoteTarget = {
  rfq: RfqCard;
  quote: MyRfqQuote | null;
  myProductId: number | null;
};

type QuickQuoteModalProps = {
  /** Null keeps the modal closed. */
  target: QuickQuoteTarget | null;
  controls: QuickQuoteControls;
  /**
   * Asked before a first quote is sent (never before a revision): resolves true to send, e.g. once
   * the contact it spends is confirmed. Without it the quote is sent at once.
   */
  confirmSend?: (rfq: RfqCard) => Promise<boolean>;
  onSent?: (quote: MyRfqQuote, rfq: RfqCard) => void;
  onClose: () => void;
};

function RfqSummary({ rfq }: { rfq: RfqCard }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  return (
    <div className={styles.summary}>
      <span className={styles.summaryNumber}>{rfq.number}</span>
      <strong className={styles.summaryProduct}>{rfq.productName}</strong>
      <span className={styles.summaryFacts}>
        {[
          formatQuantity(rfq.quantity, rfq.unit, tag, t),
          rfq.terms,
          t(`place.${rfq.place}`),
          rfq.targetPrice
            ? t('rfq.quote.target', {
                price: formatPricePer(
                  rfq.targetPrice.amount,
                  rfq.targetPrice.currency,
                  rfq.targetPrice.unit,
                  tag,
                  t,
                ),
              })
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
      <span className={styles.summaryBuyer}>
        {t('rfq.quote.for', { name: rfq.buyer.name, company: rfq.buyer.companyName })}
      </span>
    </div>
  );
}

/**
 * The quick quotation in a modal: a first quote on an RFQ (confirmed first when it spends a contact)
 * or the one revision of mine (spends nothing). A refused send keeps what was typed and shows why.
 */
export function QuickQuoteModal({ target, controls, confirmSend, onSent, onClose }: QuickQuoteModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<QuickQuoteFormValues>();
  const send = useSendRfqQuote();
  const [isConfirming, setIsConfirming] = useState(false);
  const quote = target?.quote ?? null;
  const isRevision = quote !== null;
  const initialValues = useMemo(
    () => toQuickQuoteFormValues(quote, (iso) => dayjs(iso), target?.myProductId ?? null),
    [quote, target?.myProductId],
  );
  const { confirmDiscard } = useUnsavedChangesGuard(() => target !== null && form.isFieldsTouched());
  const handleClose = () => confirmDiscard(onClose);

  function showSent(sent: MyRfqQuote, rfq: RfqCard) {
    const key = `rfq-quote-${rfq.id}`;
    void message.success({
      key,
      duration: 6,
      content: (
        <span>
          {t(isRevision ? 'rfq.quote.revised' : 'rfq.quote.sent', { name: rfq.buyer.name })}{' '}
          <Button
            type="link"
            size="small"
            icon={<MessageOutlined />}
            onClick={() => {
              message.destroy(key);
              navigate(chatWithBuyer(rfq.buyer.id));
            }}
          >
            {t('rfq.openChat')}
          </Button>
        </span>
      ),
    });
    onSent?.(sent, rfq);
  }

  async function handleFinish(values: QuickQuoteFormValues) {
    if (!target) return;
    const terms = toQuickQuoteTerms(values);
    const issues = Object.entries(quickQuoteIssues(terms)) as Array<[QuickQuoteField, string]>;
    if (issues.length > 0) {
      form.setFields(issues.map(([name, key]) => ({ name, errors: [translateUnchecked(key)] })));
      return;
    }
    if (!isRevision && confirmSend) {
      setIsConfirming(true);
      const isConfirmed = await confirmSend(target.rfq).finally(() => setIsConfirming(false));
      if (!isConfirmed) return;
    }
    try {
      const sent = await send.mutateAsync(
        quote ? { kind: 'revise', quoteId: quote.id, terms } : { kind: 'quote', rfqId: target.rfq.id, terms },
      );
      form.resetFields();
      showSent(sent, target.rfq);
      onClose();
    } catch (error) {
      applyFormError(form, error);
    }
  }

  return (
    <Modal
      open={target !== null}
      title={t(isRevision ? 'rfq.quote.reviseTitle' : 'rfq.quote.title')}
      onCancel={handleClose}
      destroyOnHidden
      width={640}
      footer={
        <div className={styles.footer}>
          <Button onClick={handleClose}>{t('rfq.quote.cancel')}</Button>
          <Button type="primary" htmlType="submit" form="quickQuote" loading={send.isPending || isConfirming}>
            {t(isRevision ? 'rfq.quote.sendRevision' : 'rfq.quote.send')}
          </Button>
        </div>
      }
    >
      {target ? (
        <>
          <RfqSummary rfq={target.rfq} />
          <Alert
            type="info"
            showIcon
            className={styles.notice}
            title={isRevision ? t('rfq.quote.revisionFree') : t('rfq.quote.costNotice')}
          />
          <QuickQuoteForm
            key={`${target.rfq.id}-${quote?.version ?? 0}`}
            form={form}
            initialValues={initialValues}
            controls={controls}
            onFinish={(values) => void handleFinish(values)}
            attached={{
              product: quote?.product
                ? { value: quote.product.productId, label: quote.product.name }
                : target.myProductId
                  ? { value: target.myProductId, label: target.rfq.productName }
                  : null,
              quotation: quote?.quotation
                ? {
                    value: quote.quotation.quotationId,
                    label: `${quote.quotation.number} · ${quote.quotation.name}`,
                  }
                : null,
            }}
          />
        </>
      ) : null}
    </Modal>
  );
}
