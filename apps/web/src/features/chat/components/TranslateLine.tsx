import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/useLanguage';
import { useTranslateMessage } from '../api/useTranslateMessage';
import { useTranslationStatus } from '../api/useTranslationStatus';
import styles from './TranslateLine.module.css';

const TARGET = { en: 'en', ch: 'zh', ja: 'ja' } as const;

/**
 * "Translate" under a buyer's message: into my UI language through trans/inquiry. Only when the
 * portal has a translation service (trans/status); otherwise nothing is shown. A failure shows the
 * server's message and changes nothing else.
 */
export function TranslateLine({ messageId }: { messageId: number }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const [text, setText] = useState<string | null>(null);
  const status = useTranslationStatus();
  const translation = useTranslateMessage();
  if (!status.data?.available) return null;
  // On failure the http client shows the server's message ("did not answer"); nothing else changes.
  function handleTranslate() {
    translation.mutate({ messageId, target: TARGET[lang] }, { onSuccess: (result) => setText(result.text) });
  }
  return text === null ? (
    <Button
      type="link"
      size="small"
      className={styles.translate}
      loading={translation.isPending}
      onClick={handleTranslate}
    >
      {t('chat.translate.action')}
    </Button>
  ) : (
    <div className={styles.translation}>
      <span className={styles.translationLabel}>{t('chat.translate.label')}</span>
      <span>{text}</span>
      <Button type="link" size="small" className={styles.translate} onClick={() => setText(null)}>
        {t('chat.translate.hide')}
      </Button>
    </div>
  );
}
