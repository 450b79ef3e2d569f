import type { ShowroomExhibit } from '@sc/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { showSuccessMessage } from '../../../lib/feedback';
import { useRemoveExhibit } from './useRemoveExhibit';

/** Asks before taking a product out of the showroom (SPEC 5: deleting needs a confirmation), then removes it. */
export function useConfirmRemoveExhibit(): (exhibit: ShowroomExhibit) => void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const remove = useRemoveExhibit();
  return (exhibit) => {
    modal.confirm({
      title: t('showroomPage.removeConfirm'),
      content: t('showroomPage.removeHint', { name: exhibit.name }),
      okText: t('showroomPage.removeOk'),
      cancelText: t('showroomPage.cancel'),
      okButtonProps: { danger: true, className: 'remove-exhibit-ok' },
      onOk: async () => {
        try {
          await remove.mutateAsync(exhibit.productId);
          showSuccessMessage(t('showroomPage.removed'));
        } catch {
          // The HTTP client has already shown the server's message.
        }
      },
    });
  };
}
