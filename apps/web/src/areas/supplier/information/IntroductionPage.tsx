import { EditOutlined } from '@ant-design/icons';
import { Avatar, Button, Empty, Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { MarkdownText } from '../../../components/MarkdownText';
import { useCompany } from '../../../features/company/api/useCompany';
import { companyTabPath } from '../../../lib/paths';
import styles from './IntroductionPage.module.css';

const VERSIONS = ['en', 'zh', 'ja'] as const;
type Version = (typeof VERSIONS)[number];

/** Menu page Information → Company introduction: the introduction as buyers read it, per language. */
export function IntroductionPage() {
  const { t } = useTranslation();
  const company = useCompany();
  const [version, setVersion] = useState<Version>('en');
  const editPath = `${companyTabPath('profile')}#introduction`;

  if (company.isPending) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  if (!company.data)
    return <LoadError layout="page" title={t('company.loadError')} onRetry={() => void company.refetch()} />;
  const profile = company.data;
  const own = profile.introduction[version];
  const text = own || profile.introduction.en;

  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <Avatar shape="square" size={64} src={profile.logo?.thumbUrl ?? profile.logo?.url}>
          {profile.name.slice(0, 1)}
        </Avatar>
        <div className={styles.titles}>
          <Typography.Title level={4} className={styles.name}>
            {profile.name}
          </Typography.Title>
          <Typography.Text type="secondary">{t('company.introduction.asBuyersSee')}</Typography.Text>
        </div>
        <Link to={editPath}>
          <Button icon={<EditOutlined />}>{t('company.introduction.edit')}</Button>
        </Link>
      </header>
      <Segmented<Version>
        value={version}
        onChange={setVersion}
        options={VERSIONS.map((code) => ({ value: code, label: t(`company.introLang.${code}`) }))}
      />
      {text.trim() ? (
        <>
          {!own && version !== 'en' ? (
            <Typography.Paragraph type="secondary" className={styles.fallback}>
              {t('company.introduction.fallback')}
            </Typography.Paragraph>
          ) : null}
          <div className={styles.body} data-testid="introduction-text">
            <MarkdownText text={text} />
          </div>
        </>
      ) : (
        <Empty description={t('company.introduction.empty')}>
          <Link to={editPath}>
            <Button type="primary">{t('company.introduction.write')}</Button>
          </Link>
        </Empty>
      )}
    </article>
  );
}
