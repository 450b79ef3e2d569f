import { EnvironmentOutlined, SafetyCertificateFilled } from '@ant-design/icons';
import type { RfqBuyer } from '@sc/contract';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { langTag } from '../../../lib/language';
import { regionName } from '../../../lib/regionName';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './RfqCard.module.css';

/** The buyer behind an RFQ in one line: name, company, country/region and whether verified. */
export function RfqBuyerLine({ buyer }: { buyer: RfqBuyer }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  return (
    <div className={styles.buyer}>
      <span className={styles.buyerName}>
        {buyer.name}
        {buyer.verified ? (
          <Tooltip title={t('rfq.buyer.verifiedHint')}>
            <span className={styles.verified}>
              <SafetyCertificateFilled aria-hidden="true" /> {t('rfq.buyer.verified')}
            </span>
          </Tooltip>
        ) : null}
      </span>
      <span className={styles.buyerCompany} title={buyer.companyName}>
        {buyer.companyName}
      </span>
      <span className={styles.buyerCountry}>
        <EnvironmentOutlined aria-hidden="true" /> {regionName(buyer.country, tag)}
      </span>
    </div>
  );
}
