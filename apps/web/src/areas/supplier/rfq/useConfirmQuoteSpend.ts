import type { RfqCard } from '@sc/contract';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useContactDecision } from '../../../features/buyers/api/useContactDecision';
import { useShowContactRefusal } from '../../../features/buyers/components/useShowContactRefusal';

/**
 * Before a first quote on an RFQ: the buyer pool's Contact Now flow (chat/check with a fresh quota).
 * A buyer not yet contacted costs one contact, so I am asked first with the contacts left; a buyer
 * already contacted costs nothing and the quote goes at once; a refusal says why (and where to go)
 * and nothing is sent. Resolves true to send.
 */
export function useConfirmQuoteSpend() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const decideContact = useContactDecision();
  const showRefusal = useShowContactRefusal();
  return useCallback(
    async (rfq: Pick<RfqCard, 'buyer'>): Promise<boolean> => {
      const decision = await decideContact(rfq.buyer.id);
      if (!decision) return false;
      if (decision.kind === 'refused') {
        showRefusal(decision);
        return false;
      }
      if (decision.kind === 'confirmFree') return true;
      const name = rfq.buyer.name;
      return new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('rfq.spend.title', { name }),
          content: t(decision.isReply ? 'rfq.spend.replyCost' : 'rfq.spend.cost', {
            name,
            remaining: decision.remaining,
          }),
          okText: t('rfq.spend.confirm'),
          cancelText: t('rfq.spend.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
    },
    [decideContact, showRefusal, modal, t],
  );
}
