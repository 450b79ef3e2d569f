import { WarningFilled } from '@ant-design/icons';
import type { Notice } from '@sc/contract';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkdownText } from '../../../components/MarkdownText';
import { useAcknowledgeNotice } from '../api/noticesApi';

/** An urgent notice, shown after sign-in until the user confirms reading it (stored on the server). */
export function UrgentNoticePopup({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const acknowledge = useAcknowledgeNotice();
  return (
    <Modal
      open
      closable={false}
      maskClosable={false}
      keyboard={false}
      title={
        <span>
          <WarningFilled style={{ color: '#d4380d', marginInlineEnd: 8 }} aria-hidden="true" />
          {notice.title}
        </span>
      }
      footer={
        <Button type="primary" loading={acknowledge.isPending} onClick={() => acknowledge.mutate(notice.id)}>
          {t('home.notices.acknowledge')}
        </Button>
      }
    >
      <MarkdownText text={notice.body} />
    </Modal>
  );
}
