import { CheckCircleOutlined } from '@ant-design/icons';
import { fromCents, type ServicePackage, toCents } from '@sc/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/formatDate';
import { formatMoney } from '../../../lib/formatMoney';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './PackageCards.module.css';

/** The price of one buyer contact in a package, to two decimals (display only). */
function pricePerContact(pkg: ServicePackage): string | null {
  if (pkg.buyerContacts <= 0) return null;
  const contacts = BigInt(pkg.buyerContacts);
  // Rounded half up to the cent.
  return fromCents((toCents(pkg.price) + contacts / 2n) / contacts);
}

type PackageCardsProps = {
  packages: readonly ServicePackage[];
  /** The package whose card step is opening (its button spins). */
  busyId: number | null;
  onChoose: (pkg: ServicePackage) => void;
};

/** The packages on sale side by side: what each includes, its price and the period it would cover. */
export function PackageCards({ packages, busyId, onChoose }: PackageCardsProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  return (
    <ul className={styles.grid}>
      {packages.map((pkg, index) => {
        const per = pricePerContact(pkg);
        const isFeatured = packages.length > 2 && index === 1;
        return (
          <li key={pkg.id} className={isFeatured ? `${styles.card} ${styles.featured}` : styles.card}>
            <h3 className={styles.name}>{pkg.name}</h3>
            <p className={styles.price}>{formatMoney(pkg.price, pkg.currency, tag)}</p>
            {per ? (
              <p className={styles.per}>
                {t('billing.pay.perContact', { price: formatMoney(per, pkg.currency, tag) })}
              </p>
            ) : null}
            <ul className={styles.includes}>
              <li>
                <CheckCircleOutlined /> {t('billing.pay.contacts', { count: pkg.buyerContacts })}
              </li>
              <li>
                <CheckCircleOutlined /> {t('billing.pay.days', { count: pkg.days })}
              </li>
              <li>
                <CheckCircleOutlined /> {t('billing.pay.once')}
              </li>
            </ul>
            <p className={styles.period}>
              {t('billing.pay.period', {
                from: formatDate(pkg.coversFrom, tag),
                until: formatDate(pkg.coversUntil, tag),
              })}
            </p>
            <Button
              type={isFeatured ? 'primary' : 'default'}
              size="large"
              block
              loading={busyId === pkg.id}
              disabled={busyId !== null && busyId !== pkg.id}
              onClick={() => onChoose(pkg)}
            >
              {t('billing.pay.choose', { price: formatMoney(pkg.price, pkg.currency, tag) })}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
