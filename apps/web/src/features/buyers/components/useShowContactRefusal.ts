import { ErrorCode } from '@sc/contract';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { appEvents } from '../../../lib/appEvents';
import type { ContactDecision } from '../contactDecision';

/**
 * Shows why a buyer cannot be contacted now (no live service, or the quota of the trial or
 * subscription used up) and offers the way forward: the support chat, as there is no pay page. An
 * unconfirmed email only needs the mailed link.
 */
export function useShowContactRefusal() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return useCallback(
    (decision: Extract<ContactDecision, { kind: 'refused' }>) => {
      const values: Record<string, string | number> = decision.planKey
        ? { ...decision.values, plan: t(decision.planKey) }
        : decision.values;
      if (decision.code === ErrorCode.EMAIL_UNVERIFIED) {
        // The way forward is the link in the mail (or the banner's Resend), not support.
        modal.warning({
          title: t('buyers.contact.refusedTitle'),
          content: t(decision.messageKey, values),
          okText: t('buyers.contact.close'),
        });
        return;
      }
      modal.confirm({
        title: t('buyers.contact.refusedTitle'),
        content: t(decision.messageKey, values),
        okText: t('buyers.contact.askSupport'),
        cancelText: t('buyers.contact.close'),
        onOk: () => appEvents.emit('showContact', null),
      });
    },
    [modal, t],
  );
}
