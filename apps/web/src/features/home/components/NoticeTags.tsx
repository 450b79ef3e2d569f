import { PushpinFilled } from '@ant-design/icons';
import type { NoticeSummary } from '@sc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const PRIORITY_COLOR = { info: undefined, warning: 'orange', urgent: 'red' } as const;

/** A notice's type, priority (when not plain info) and pin. */
export function NoticeTags({ notice }: { notice: Pick<NoticeSummary, 'type' | 'priority' | 'pinned'> }) {
  const { t } = useTranslation();
  return (
    <>
      {notice.pinned ? (
        <Tag icon={<PushpinFilled />} color="blue">
          {t('home.notices.pinned')}
        </Tag>
      ) : null}
      <Tag>{t(`home.noticeType.${notice.type}`)}</Tag>
      {notice.priority === 'info' ? null : (
        <Tag color={PRIORITY_COLOR[notice.priority]}>{t(`home.priority.${notice.priority}`)}</Tag>
      )}
    </>
  );
}
