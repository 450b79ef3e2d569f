import { QuestionCircleOutlined } from '@ant-design/icons';
import { RECOMMENDATION_WEIGHTS, type RecommendedBuyer } from '@sc/contract';
import { Popover, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { listFormat } from '../../../lib/intlFormats';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { rankReasons, reasonText } from '../recommendationText';
import styles from './RecommendationReasons.module.css';

/** Joins names the way the UI language lists things ("A, B and C"). */
export function useListJoiner(): (items: string[]) => string {
  const tag = langTag(useLanguage().lang);
  const format = listFormat(tag, { style: 'long', type: 'conjunction' });
  return (items) => format.format(items);
}

/** How the score is made, from the contract's weights. */
export function ScoreExplanation() {
  const { t } = useTranslation();
  return (
    <Popover
      title={t('recommended.scoreHowTitle')}
      content={<p className={styles.how}>{t('recommended.scoreHow', { ...RECOMMENDATION_WEIGHTS })}</p>}
      trigger={['click', 'hover']}
    >
      <button type="button" className={styles.howButton}>
        <QuestionCircleOutlined aria-hidden="true" /> {t('recommended.scoreHowLink')}
      </button>
    </Popover>
  );
}

/** The score of a recommended buyer and each reason in words with the points it adds. */
export function RecommendationReasons({ buyer }: { buyer: Pick<RecommendedBuyer, 'score' | 'reasons'> }) {
  const { t } = useTranslation();
  const join = useListJoiner();
  const ranked = rankReasons(buyer.reasons, buyer.score);
  return (
    <div className={styles.box}>
      <div className={styles.score}>
        <Progress
          type="circle"
          percent={buyer.score}
          size={44}
          format={(value) => value}
          aria-label={t('recommended.scoreLabel', { score: buyer.score })}
        />
        <span className={styles.scoreText}>{t('recommended.score')}</span>
      </div>
      <ul className={styles.reasons}>
        {ranked.map(({ reason, points }) => (
          <li key={reason.kind}>
            <span className={styles.points}>+{points}</span>
            <span>{reasonText(reason, t, join)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
