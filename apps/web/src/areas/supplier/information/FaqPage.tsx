import { ArrowLeftOutlined } from '@ant-design/icons';
import { FAQ_CATEGORIES, type FaqCategory } from '@sc/contract';
import { Alert, Button, Card, Empty, List, Segmented, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HighlightedText } from '../../../components/HighlightedText';
import { MarkdownText } from '../../../components/MarkdownText';
import { SearchBox } from '../../../components/SearchBox';
import { useFaq, useFaqArticle } from '../../../features/home/api/faqApi';
import { FaqHelp } from '../../../features/home/components/FaqHelp';
import { findHighlights } from '../../../lib/findHighlights';
import styles from './FaqPage.module.css';

/** Menu page 'Faq' (/faq): articles by category, search with the matches marked, one article at ?id=N. */
export function FaqPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('id')) || null;
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<FaqCategory | 'all'>('all');
  const searched = keyword;
  const faq = useFaq(searched, category === 'all' ? null : category);
  const article = useFaqArticle(openId);
  const open = (id: number | null) => setParams(id ? { id: String(id) } : {});

  if (openId !== null)
    return (
      <Card>
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => open(null)} className={styles.back}>
          {t('home.faq.back')}
        </Button>
        {article.isError ? (
          <Alert type="error" showIcon title={t('home.faq.articleError')} />
        ) : article.data ? (
          <article className={styles.article}>
            <Typography.Title level={3}>{article.data.title}</Typography.Title>
            <MarkdownText text={article.data.body} />
            <FaqHelp article={article.data} />
            {article.data.related.length ? (
              <div>
                <Typography.Title level={5}>{t('home.faq.related')}</Typography.Title>
                <ul>
                  {article.data.related.map((related) => (
                    <li key={related.id}>
                      <Button type="link" className={styles.inlineLink} onClick={() => open(related.id)}>
                        {related.title}
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </article>
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </Card>
    );

  const counts = new Map(faq.data?.categories.map((entry) => [entry.category, entry.count]));
  return (
    <Card>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <SearchBox
          value={keyword}
          onSearch={setKeyword}
          enterButton
          placeholder={t('home.faq.search')}
          aria-label={t('home.faq.search')}
        />
        <div className={styles.categories}>
          <Segmented<FaqCategory | 'all'>
            value={category}
            onChange={setCategory}
            options={[
              { value: 'all', label: t('home.faq.allCategories') },
              ...FAQ_CATEGORIES.filter((key) => counts.has(key)).map((key) => ({
                value: key,
                label: `${t(`home.faqCategory.${key}`)} (${counts.get(key)})`,
              })),
            ]}
          />
        </div>
        <List
          loading={faq.isPending}
          dataSource={faq.data?.articles ?? []}
          locale={{ emptyText: <Empty description={t('home.faq.empty')} /> }}
          renderItem={(entry) => (
            <List.Item>
              <button type="button" className={styles.item} onClick={() => open(entry.id)}>
                <Typography.Text strong>
                  <HighlightedText text={entry.title} highlights={findHighlights(entry.title, searched)} />
                </Typography.Text>
                <Typography.Text type="secondary" className={styles.excerpt}>
                  <HighlightedText
                    text={entry.excerpt}
                    highlights={findHighlights(entry.excerpt, searched)}
                  />
                </Typography.Text>
                <span className={styles.category}>{t(`home.faqCategory.${entry.category}`)}</span>
              </button>
            </List.Item>
          )}
        />
      </Space>
    </Card>
  );
}
