import type { Quotation, QuotationSummary } from '@sc/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showSuccessMessage } from '../../../lib/feedback';
import { editQuotationPath, quotationViewPath } from '../../../lib/paths';
import { useQuotationLifecycle } from '../api/useQuotationLifecycle';

/** What can be done with one of my quotations from the list or its page. */
export type QuotationActions = {
  view: (q: QuotationSummary) => void;
  history: (q: QuotationSummary) => void;
  edit: (q: QuotationSummary) => void;
  duplicate: (q: QuotationSummary) => void;
  /** A draft is deleted; a sent quotation is archived instead. Both ask first. */
  deleteOrArchive: (q: QuotationSummary) => void;
  restore: (q: QuotationSummary) => void;
};

/**
 * The quotation actions with their confirmations and messages. `onGone` runs after a draft is
 * deleted (e.g. to leave its page); a duplicate opens the copy's form.
 */
export function useQuotationActions(options: { onGone?: () => void } = {}): QuotationActions {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { duplicate, remove, archive } = useQuotationLifecycle();

  function confirmDelete(q: QuotationSummary) {
    modal.confirm({
      title: t('quotations.confirm.deleteTitle', { number: q.number }),
      content: t('quotations.confirm.deleteContent'),
      okText: t('quotations.confirm.deleteOk'),
      cancelText: t('quotations.confirm.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.mutateAsync(q.id);
          showSuccessMessage(t('quotations.done.deleted', { number: q.number }));
          options.onGone?.();
        } catch {
          // The HTTP client has already shown the server's message (e.g. it was sent meanwhile).
        }
      },
    });
  }

  function confirmArchive(q: QuotationSummary) {
    modal.confirm({
      title: t('quotations.confirm.archiveTitle', { number: q.number }),
      content: t('quotations.confirm.archiveContent'),
      okText: t('quotations.confirm.archiveOk'),
      cancelText: t('quotations.confirm.cancel'),
      onOk: async () => {
        try {
          await archive.mutateAsync({ id: q.id, archived: true });
          showSuccessMessage(t('quotations.done.archived', { number: q.number }));
        } catch {
          // The HTTP client has already shown the server's message.
        }
      },
    });
  }

  return {
    view: (q) => navigate(quotationViewPath(q.id)),
    history: (q) => navigate(quotationViewPath(q.id, 'history')),
    edit: (q) => navigate(editQuotationPath(q.id)),
    duplicate: (q) => {
      modal.confirm({
        title: t('quotations.confirm.duplicateTitle', { number: q.number }),
        content: t('quotations.confirm.duplicateContent'),
        okText: t('quotations.confirm.duplicateOk'),
        cancelText: t('quotations.confirm.cancel'),
        onOk: async () => {
          let copy: Quotation;
          try {
            copy = await duplicate.mutateAsync(q.id);
          } catch {
            return; // The HTTP client has already shown the server's message.
          }
          showSuccessMessage(t('quotations.done.duplicated', { number: copy.number }));
          navigate(editQuotationPath(copy.id));
        },
      });
    },
    deleteOrArchive: (q) => (q.isDraft ? confirmDelete(q) : confirmArchive(q)),
    restore: (q) => {
      archive.mutate(
        { id: q.id, archived: false },
        { onSuccess: () => showSuccessMessage(t('quotations.done.restored', { number: q.number })) },
      );
    },
  };
}
