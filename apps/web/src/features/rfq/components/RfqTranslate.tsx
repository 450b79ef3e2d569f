import { TranslationOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/ApiError';
import { useLanguage } from '../../../lib/useLanguage';
import { useTranslateRfq } from '../api/useTranslateRfq';
import styles from './RfqDetail.module.css';

const TARGET = { en: 'en', ch: 'zh', ja: 'ja' } as const;

/**
 * "Translate" of an RFQ: its product wanted and remark in my UI language (trans/inquiry). When the
 * portal has no translation service, the server's answer (translation off) is shown in its place.
 */
export function RfqTranslate({ rfqId }: { rfqId: number }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const translation = useTranslateRfq();
  const [isShown, setIsShown] = useState(false);
  const target = TARGET[lang];
  const result = translation.data?.target === target ? translation.data : null;

  function handleTranslate() {
    setIsShown(true);
    if (!result) translation.mutate({ rfqId, target });
  }

  if (!isShown || (!result && !translation.isError)) {
    return (
      <Button
        icon={<TranslationOutlined />}
        loading={translation.isPending}
        onClick={handleTranslate}
        size="small"
      >
        {t('rfq.translate.action')}
      </Button>
    );
  }
  if (translation.isError) {
    const error = translation.error;
    return (
      <Alert
        type="warning"
        showIcon
        closable={{ onClose: () => setIsShown(false) }}
        title={isApiError(error) ? error.msg : t('rfq.translate.failed')}
      />
    );
  }
  return (
    <div className={styles.translation}>
      <span className={styles.translationLabel}>{t('rfq.translate.label')}</span>
      <p className={styles.translationText}>{result?.text}</p>
      <Button type="link" size="small" onClick={() => setIsShown(false)}>
        {t('rfq.translate.hide')}
      </Button>
    </div>
  );
}
