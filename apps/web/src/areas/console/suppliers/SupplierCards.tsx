import type { ConsoleSupplier } from '@sc/contract';
import { Avatar, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/formatDate';
import { formatRelativeTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { regionName } from '../../../lib/regionName';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './ConsoleSuppliersPage.module.css';
import { SupplierStateTag } from './SupplierStateTag';

type SupplierCardsProps = {
  companies: ConsoleSupplier[];
  isLoading: boolean;
  empty: React.ReactNode;
  onOpen: (supplierId: number) => void;
};

/** The list on a phone: one card per company with the table's facts on two lines. */
export function SupplierCards({ companies, isLoading, empty, onOpen }: SupplierCardsProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  if (isLoading) return <Skeleton active avatar paragraph={{ rows: 4 }} />;
  if (companies.length === 0) return empty;
  return (
    <ul className={styles.cards}>
      {companies.map((company) => (
        <li key={company.id} className={styles.card} data-testid="supplier-row">
          <div className={styles.cardHead}>
            <span className={styles.company}>
              <Avatar shape="square" size={36} src={company.logoUrl ?? undefined} className={styles.logo}>
                {company.name.slice(0, 1).toUpperCase()}
              </Avatar>
              <span className={styles.companyText}>
                <Typography.Link className={styles.companyName} onClick={() => onOpen(company.id)}>
                  {company.name}
                </Typography.Link>
                <Typography.Text type="secondary" className={styles.secondLine}>
                  {t('consoleSuppliers.number', { id: company.id })} · {regionName(company.country, tag)}
                  {company.verified ? (
                    <Tag color="blue" className={styles.inlineTag}>
                      {t('consoleSuppliers.verified')}
                    </Tag>
                  ) : null}
                </Typography.Text>
              </span>
            </span>
            <SupplierStateTag state={company.state} />
          </div>
          <Typography.Text type="secondary" className={styles.secondLine}>
            {t('consoleSuppliers.columns.users')}: {company.userCount} ·{' '}
            {t('consoleSuppliers.columns.signedUp')}: {formatDate(company.signedUpAt, tag)} ·{' '}
            {t('consoleSuppliers.columns.lastSignIn')}:{' '}
            {company.lastSignInAt
              ? formatRelativeTime(company.lastSignInAt, tag)
              : t('consoleSuppliers.never')}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}
