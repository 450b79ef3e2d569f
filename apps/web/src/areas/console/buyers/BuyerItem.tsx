import { type ConsoleBuyer, ONLINE_NOW_MINUTES } from '@sc/contract';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TagRow } from '../../../components/TagRow';
import { BuyerIdentity } from '../../../features/buyers/components/BuyerIdentity';
import { OnlineLabel } from '../../../features/buyers/components/OnlineLabel';
import { formatDate } from '../../../lib/formatDate';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { BuyerBadges } from './BuyerBadges';
import styles from './ConsoleBuyersPage.module.css';

/** Whether a buyer counts as online now (seen within the last few minutes). */
export function isOnlineNow(lastOnlineAt: string | null, now = Date.now()): boolean {
  return lastOnlineAt !== null && now - new Date(lastOnlineAt).getTime() < ONLINE_NOW_MINUTES * 60_000;
}

/** One buyer in the list: who, where, what they buy, when last online, and their badges. */
export function BuyerItem({ buyer, onOpen }: { buyer: ConsoleBuyer; onOpen: () => void }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  return (
    <li className={styles.card} data-testid="console-buyer-row">
      <div className={styles.cardHead}>
        <BuyerIdentity buyer={buyer} onOpen={onOpen} />
        <TagRow>
          <BuyerBadges buyer={buyer} />
        </TagRow>
      </div>
      <Typography.Text className={styles.line}>
        {t(`category.${buyer.mainCategory}`)}
        {buyer.city ? ` · ${buyer.city}` : ''} · <span className={styles.email}>{buyer.email}</span>
      </Typography.Text>
      <div className={styles.cardFoot}>
        <span className={styles.meta}>
          {buyer.lastOnlineAt ? (
            <OnlineLabel lastOnlineAt={buyer.lastOnlineAt} isOnline={isOnlineNow(buyer.lastOnlineAt)} />
          ) : (
            <Typography.Text type="secondary">{t('consoleBuyers.neverOnline')}</Typography.Text>
          )}
          <Typography.Text type="secondary">
            {t('consoleBuyers.joined', { date: formatDate(buyer.joinedAt, tag) })}
          </Typography.Text>
        </span>
        <Button onClick={onOpen}>{t('consoleBuyers.open')}</Button>
      </div>
    </li>
  );
}
