import { RightOutlined } from '@ant-design/icons';
import type { RfqCard } from '@sc/contract';
import { App, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFetchOpenRfqsOfBuyer } from '../../../features/rfq/api/useFetchOpenRfqsOfBuyer';
import { RfqTimeLeft } from '../../../features/rfq/components/RfqTimeLeft';
import { langTag } from '../../../lib/language';
import { chatWithBuyer, paths } from '../../../lib/paths';
import { formatQuantity } from '../../../lib/rfqFormat';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './RfqPages.module.css';
import { useQuickQuoteFlow } from './useQuickQuoteFlow';

type Buyer = { id: number; name: string };

/**
 * "Quote Now" of a buyer in the pool (SPEC 2): the quick quotation for the buyer's open RFQ; with
 * several, I pick one first; with none, I am offered to send a quotation in the chat instead.
 * Render `node` once in the page.
 */
export function useBuyerQuoteNow() {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const fetchOpenRfqs = useFetchOpenRfqsOfBuyer();
  const quoteFlow = useQuickQuoteFlow();
  const [choice, setChoice] = useState<{ buyer: Buyer; rfqs: RfqCard[] } | null>(null);

  const quote = (rfq: RfqCard) => quoteFlow.open({ rfq, quote: null, myProductId: null });

  async function start(buyer: Buyer) {
    const result = await fetchOpenRfqs(buyer.id);
    if (!result) return;
    const quotable = result.rfqs.filter((rfq) => !rfq.quotedByMe && rfq.quotesLeft > 0);
    if (quotable.length === 1 && quotable[0]) {
      quote(quotable[0]);
    } else if (quotable.length > 1) {
      setChoice({ buyer, rfqs: quotable });
    } else if (result.rfqs.length > 0) {
      modal.confirm({
        title: t('rfq.quoteNow.allQuotedTitle', { name: buyer.name }),
        content: t('rfq.quoteNow.allQuoted', { name: buyer.name }),
        okText: t('rfq.quoteNow.openMyQuotes'),
        cancelText: t('rfq.quoteNow.close'),
        onOk: () => navigate(paths.rfqMyQuotes),
      });
    } else {
      modal.confirm({
        title: t('rfq.quoteNow.noneTitle', { name: buyer.name }),
        content: t('rfq.quoteNow.none', { name: buyer.name }),
        okText: t('rfq.quoteNow.sendInChat'),
        cancelText: t('rfq.quoteNow.close'),
        onOk: () => navigate(chatWithBuyer(buyer.id, 'quotation')),
      });
    }
  }

  const node = (
    <>
      <Modal
        open={choice !== null}
        title={choice ? t('rfq.quoteNow.pickTitle', { name: choice.buyer.name }) : null}
        footer={null}
        onCancel={() => setChoice(null)}
        destroyOnHidden
      >
        <p className={styles.muted}>{t('rfq.quoteNow.pick')}</p>
        <ul className={styles.pick}>
          {choice?.rfqs.map((rfq) => (
            <li key={rfq.id}>
              <button
                type="button"
                className={styles.pickItem}
                onClick={() => {
                  setChoice(null);
                  quote(rfq);
                }}
              >
                <span className={styles.pickText}>
                  <strong>{rfq.productName}</strong>
                  <span className={styles.quoteMeta}>
                    {[rfq.number, formatQuantity(rfq.quantity, rfq.unit, tag, t), rfq.terms].join(' · ')}
                  </span>
                  <RfqTimeLeft rfq={rfq} />
                </span>
                <RightOutlined aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      </Modal>
      {quoteFlow.modal}
    </>
  );
  return { start, node };
}
