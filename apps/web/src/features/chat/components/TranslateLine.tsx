import { apiPaths, TranslationSchema, TranslationStatusSchema } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './TranslateLine.module.css';

const TARGET = { en: 'en', ch: 'zh', ja: 'ja' } as const;

/**
 * "Translate" under a buyer's message: into my UI language through trans/inquiry. When the portal
 * has no translation service the action is off and says so; a failure shows the server's message
 * and changes nothing else.
 */
export function TranslateLine({ messageId }: { messageId: number }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const [text, setText] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const status = useQuery({
    queryKey: [queryRoots.chat, 'translationStatus'],
    queryFn: ({ signal }) =>
      apiPost(apiPaths.translateStatus, {}, { schema: TranslationStatusSchema, overlay: false, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!status.data) return null;
  if (!status.data.available)
    return (
      <Tooltip title={t('error.TRANSLATION_OFF')}>
        <span className={styles.translateOff}>{t('chat.translate.action')}</span>
      </Tooltip>
    );
  async function translate() {
    setIsLoading(true);
    try {
      const result = await apiPost(
        apiPaths.translateInquiry,
        { messageId, target: TARGET[lang] },
        { schema: TranslationSchema, overlay: false },
      );
      setText(result.text);
    } catch {
      // The http client showed the server's message ("did not answer"); the message is unaffected.
    } finally {
      setIsLoading(false);
    }
  }
  return text === null ? (
    <Button
      type="link"
      size="small"
      className={styles.translate}
      loading={isLoading}
      onClick={() => void translate()}
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
