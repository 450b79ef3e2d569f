import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useContactDecision } from '../../../features/buyers/api/useContactDecision';
import { useShowContactRefusal } from '../../../features/buyers/components/useShowContactRefusal';
import { queryRoots } from '../../../lib/queryRoots';

/**
 * Before the first message to a buyer in this visit: asks chat/check as "Contact Now" does. A send
 * that spends a contact (a new buyer, or the first reply to a buyer who wrote first) is confirmed
 * with the contacts left; a refusal says why. Once cleared, a buyer's later sends go straight out.
 */
export function useFirstMessageGate() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const decideContact = useContactDecision();
  const showRefusal = useShowContactRefusal();
  const cleared = useRef(new Set<number>());

  return useCallback(
    async (buyerId: number, buyerName: string): Promise<boolean> => {
      if (cleared.current.has(buyerId)) return true;
      const decision = await decideContact(buyerId);
      if (!decision) return false;
      if (decision.kind === 'refused') {
        showRefusal(decision);
        return false;
      }
      if (decision.kind === 'confirmFree') {
        cleared.current.add(buyerId);
        return true;
      }
      const isConfirmed = await new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('chat.cost.title', { name: buyerName }),
          content: t(decision.isReply ? 'buyers.contact.replyCost' : 'buyers.contact.cost', {
            name: buyerName,
            remaining: decision.remaining,
          }),
          okText: t('chat.cost.send'),
          cancelText: t('buyers.contact.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
      if (isConfirmed) {
        cleared.current.add(buyerId);
        // The send spends the contact: the quota and the buyer lists change.
        setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: [queryRoots.service] });
          void queryClient.invalidateQueries({ queryKey: [queryRoots.buyers] });
        }, 1500);
      }
      return isConfirmed;
    },
    [decideContact, modal, queryClient, showRefusal, t],
  );
}
