import { EnvironmentOutlined } from '@ant-design/icons';
import type { BuyerSummary } from '@sc/contract';
import { useTranslation } from 'react-i18next';
import { langTag } from '../../../lib/language';
import { regionName } from '../../../lib/regionName';
import { useLanguage } from '../../../lib/useLanguage';
import { BuyerAvatar } from './BuyerAvatar';
import styles from './BuyerIdentity.module.css';

type BuyerIdentityProps = {
  buyer: Pick<BuyerSummary, 'id' | 'name' | 'title' | 'companyName' | 'jobTitle' | 'country'>;
  /** Opens the buyer's details; the name becomes a button. */
  onOpen?: () => void;
  /** Name and company only (dashboard rows). */
  isCompact?: boolean;
  avatarSize?: number;
};

/** Avatar, name with title, company, and job title with country/region. */
export function BuyerIdentity({ buyer, onOpen, isCompact = false, avatarSize }: BuyerIdentityProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const name = t('buyers.nameWithTitle', { name: buyer.name, title: t(`personTitle.${buyer.title}`) });
  return (
    <div className={styles.identity}>
      <BuyerAvatar id={buyer.id} name={buyer.name} size={avatarSize ?? (isCompact ? 36 : 44)} />
      <div className={styles.text}>
        {onOpen ? (
          <button
            type="button"
            className={styles.name}
            onClick={onOpen}
            title={t('buyers.openDetails', { name: buyer.name })}
          >
            {name}
          </button>
        ) : (
          <span className={styles.name}>{name}</span>
        )}
        <span className={styles.company} title={buyer.companyName}>
          {buyer.companyName}
        </span>
        {isCompact ? null : (
          <span className={styles.meta}>
            <span>{t(`jobTitle.${buyer.jobTitle}`)}</span>
            <span aria-hidden="true">·</span>
            <span className={styles.region}>
              <EnvironmentOutlined aria-hidden="true" />
              {regionName(buyer.country, tag)}
            </span>
          </span>
        )}
      </div>
    </div>
  );
}
