import { ErrorCode } from '@sc/contract';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appEvents } from '../../../lib/appEvents';
import { paths } from '../../../lib/paths';
import type { ContactDecision } from '../contactDecision';

/**
 * Shows why a buyer cannot be contacted now (no live service, or the quota of the trial or
 * subscription used up) and offers the way forward: the pay page (or the support chat otherwise). An
 * unconfirmed email only needs the mailed link; a showroom not yet complete and published, its checklist.
 */
export function useShowContactRefusal() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  return useCallback(
    (decision: Extract<ContactDecision, { kind: 'refused' }>) => {
      const values: Record<string, string | number> = decision.planKey
        ? { ...decision.values, plan: t(decision.planKey) }
        : decision.values;
      if (decision.code === ErrorCode.SHOWROOM_LOCKED) {
        // Nothing was spent: the way forward is the showroom checklist.
        modal.confirm({
          title: t('buyers.contact.showroomLockedTitle'),
          content: t(decision.messageKey, values),
          okText: t('buyers.contact.openChecklist'),
          cancelText: t('buyers.contact.close'),
          onOk: () => navigate(paths.showroom),
        });
        return;
      }
      if (decision.code === ErrorCode.EMAIL_UNVERIFIED) {
        // The way forward is the link in the mail (or the banner's Resend), not support.
        modal.warning({
          title: t('buyers.contact.refusedTitle'),
          content: t(decision.messageKey, values),
          okText: t('buyers.contact.close'),
        });
        return;
      }
      if (decision.code === ErrorCode.NO_LIVE_SUBSCRIPTION || decision.code === ErrorCode.QUOTA_EXHAUSTED) {
        // Nothing was spent: a package brings days and contacts back at once.
        modal.confirm({
          title: t('buyers.contact.refusedTitle'),
          content: t(decision.messageKey, values),
          okText: t('quota.buy'),
          cancelText: t('buyers.contact.close'),
          onOk: () => navigate(paths.pay),
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
    [modal, navigate, t],
  );
}
