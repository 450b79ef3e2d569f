import { RANKING_WEIGHTS } from '@sc/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The ranking's formula in words, printed under the table so every number can be checked. */
export function RankingFormula({ days, className }: { days: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Paragraph type="secondary" className={className}>
      {t('rfqRanking.formula', {
        days,
        rfqWeight: RANKING_WEIGHTS.rfq,
        inquiryWeight: RANKING_WEIGHTS.inquiry,
      })}
    </Typography.Paragraph>
  );
}
