import {
  CustomerServiceOutlined,
  DislikeFilled,
  DislikeOutlined,
  LikeFilled,
  LikeOutlined,
} from '@ant-design/icons';
import type { FaqArticle } from '@sc/contract';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { appEvents } from '../../../lib/appEvents';
import { useVoteFaq } from '../api/faqApi';

/** Under an article: "Was this helpful?" and "Still need help?" (the support chat, the article named). */
export function FaqHelp({ article }: { article: FaqArticle }) {
  const { t } = useTranslation();
  const vote = useVoteFaq();
  const voted = article.myVote;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text>{t('home.faq.helpful')}</Typography.Text>
        <Button
          icon={voted === true ? <LikeFilled /> : <LikeOutlined />}
          aria-pressed={voted === true}
          onClick={() => vote.mutate({ id: article.id, helpful: true })}
        >
          {t('home.faq.yes')}
        </Button>
        <Button
          icon={voted === false ? <DislikeFilled /> : <DislikeOutlined />}
          aria-pressed={voted === false}
          onClick={() => vote.mutate({ id: article.id, helpful: false })}
        >
          {t('home.faq.no')}
        </Button>
        {voted === null ? null : <Typography.Text type="secondary">{t('home.faq.thanks')}</Typography.Text>}
      </Space>
      <Space wrap>
        <Typography.Text>{t('home.faq.stillNeedHelp')}</Typography.Text>
        <Button
          type="primary"
          ghost
          icon={<CustomerServiceOutlined />}
          onClick={() =>
            appEvents.emit('askSupport', { text: t('home.faq.askAbout', { title: article.title }) })
          }
        >
          {t('home.faq.askSupport')}
        </Button>
      </Space>
    </Space>
  );
}
