import type { BuyerSummary } from '@sc/contract';
import { Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './BuyerCard.module.css';
import { BuyerIdentity } from './BuyerIdentity';
import { BuyerStatusTags } from './BuyerStatusTags';
import { OnlineLabel } from './OnlineLabel';

type BuyerCardProps = {
  buyer: BuyerSummary;
  onOpen: (buyer: BuyerSummary) => void;
  /** Buttons at the foot of the card (Contact Now, More). */
  actions: ReactNode;
  /** Extra content above the brands, e.g. why the buyer is recommended. */
  extra?: ReactNode;
};

const BRANDS_SHOWN = 3;

/** One buyer of a list: who, where, what they buy, when last online, and my contact status. */
export function BuyerCard({ buyer, onOpen, actions, extra }: BuyerCardProps) {
  const { t } = useTranslation();
  const moreBrands = buyer.interestedBrands.slice(BRANDS_SHOWN);
  return (
    <article className={styles.card} aria-label={buyer.name}>
      <header className={styles.header}>
        <BuyerIdentity buyer={buyer} onOpen={() => onOpen(buyer)} />
      </header>
      <div className={styles.badges}>
        <Tag className={styles.category}>{t(`category.${buyer.mainCategory}`)}</Tag>
        <BuyerStatusTags buyer={buyer} />
      </div>
      {extra}
      {buyer.interestedBrands.length > 0 ? (
        <div className={styles.brands}>
          <span className={styles.brandsLabel}>{t('buyers.field.brands')}</span>
          {buyer.interestedBrands.slice(0, BRANDS_SHOWN).map((brand) => (
            <Tag key={brand} color="blue" className={styles.brand}>
              {brand}
            </Tag>
          ))}
          {moreBrands.length > 0 ? (
            <Tooltip title={moreBrands.join(', ')}>
              <Tag className={styles.brand}>+{moreBrands.length}</Tag>
            </Tooltip>
          ) : null}
        </div>
      ) : null}
      <footer className={styles.footer}>
        <OnlineLabel lastOnlineAt={buyer.lastOnlineAt} isOnline={buyer.online} />
        <div className={styles.actions}>{actions}</div>
      </footer>
    </article>
  );
}
