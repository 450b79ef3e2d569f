import { Alert, Modal, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkdownText } from '../../../components/MarkdownText';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { useNotice } from '../api/noticesApi';
import { NoticeTags } from './NoticeTags';

/** One notice, opened from a list (opening it marks it read). */
export function NoticeModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const notice = useNotice(id);
  return (
    <Modal open={id !== null} onCancel={onClose} footer={null} title={notice.data?.title ?? ' '} width={640}>
      {notice.isError ? (
        <Alert type="error" showIcon title={t('home.notices.loadError')} />
      ) : notice.data ? (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Space wrap size={[8, 4]}>
            <NoticeTags notice={notice.data} />
            <Typography.Text type="secondary">
              {formatDateTime(notice.data.publishedAt, langTag(lang))}
            </Typography.Text>
            {notice.data.lang !== 'en' || lang === 'en' ? null : <Tag>{t('home.notices.inEnglish')}</Tag>}
          </Space>
          <MarkdownText text={notice.data.body} />
        </Space>
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} />
      )}
    </Modal>
  );
}
