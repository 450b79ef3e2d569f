import type { ChangeKind } from '@sc/contract';
import { Badge, Button, Card, List, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/formatDate';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { useMarkWhatsNewSeen, useWhatsNew } from '../api/noticesApi';

const KIND_COLOR: Record<ChangeKind, string> = { new: 'green', improved: 'blue', fixed: 'purple' };
const SHOWN_FOLDED = 3;

/** What's New: the product changelog, with a dot until I open it. */
export function WhatsNewCard() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const whatsNew = useWhatsNew();
  const markSeen = useMarkWhatsNewSeen();
  const [isOpen, setIsOpen] = useState(false);
  const entries = whatsNew.data?.entries ?? [];
  const unseen = whatsNew.data?.unseen ?? 0;
  function toggle() {
    setIsOpen((open) => !open);
    if (unseen > 0) markSeen.mutate();
  }
  return (
    <Card
      data-testid="whats-new"
      title={
        <Badge dot={unseen > 0} offset={[6, 0]}>
          {t('home.whatsNew.title')}
        </Badge>
      }
      extra={
        entries.length > SHOWN_FOLDED || unseen > 0 ? (
          <Button type="link" size="small" onClick={toggle}>
            {isOpen ? t('home.whatsNew.less') : t('home.whatsNew.all', { count: entries.length })}
          </Button>
        ) : null
      }
    >
      {whatsNew.data ? (
        <List
          size="small"
          split={false}
          dataSource={isOpen ? entries : entries.slice(0, SHOWN_FOLDED)}
          locale={{ emptyText: t('home.whatsNew.empty') }}
          renderItem={(entry) => (
            <List.Item>
              <div>
                <Tag color={KIND_COLOR[entry.kind]}>{t(`home.whatsNew.kind.${entry.kind}`)}</Tag>
                <Typography.Text type="secondary">
                  {formatDate(entry.publishedAt, langTag(lang))}
                </Typography.Text>
                {entry.unseen ? <Badge status="processing" style={{ marginInlineStart: 8 }} /> : null}
                <div>{entry.text}</div>
              </div>
            </List.Item>
          )}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
    </Card>
  );
}
