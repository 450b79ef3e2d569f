import type { InviteLink } from '@sc/contract';
import { Card, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './Invite.module.css';

const TEXT_LANGS = ['en', 'zh', 'ja'] as const;
type TextLang = (typeof TEXT_LANGS)[number];

/** The copy-ready invitation in English, Chinese and Japanese (the user's language first shown). */
export function InvitationTexts({ texts }: { texts: InviteLink['texts'] }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const [shown, setShown] = useState<TextLang>(lang === 'ch' ? 'zh' : lang);
  const text = texts[shown];
  return (
    <Card title={t('affiliate.text.title')} className={styles.card}>
      <Segmented<TextLang>
        value={shown}
        onChange={setShown}
        options={TEXT_LANGS.map((code) => ({ value: code, label: t(`affiliate.text.lang.${code}`) }))}
      />
      <pre className={styles.text} data-testid="invite-text">
        {text}
      </pre>
      <Typography.Text copyable={{ text, tooltips: [t('affiliate.text.copy'), t('affiliate.code.copied')] }}>
        {t('affiliate.text.copy')}
      </Typography.Text>
    </Card>
  );
}
