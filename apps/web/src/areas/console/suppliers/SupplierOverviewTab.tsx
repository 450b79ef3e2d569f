import type { ConsoleSupplierDetail } from '@sc/contract';
import { Avatar, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MarkdownText } from '../../../components/MarkdownText';
import { ORDER_STATUS_COLORS } from '../../../features/billing/orderStatusColors';
import { useConsoleSession } from '../../../lib/console/consoleSession';
import { formatDate } from '../../../lib/formatDate';
import { formatMoney } from '../../../lib/formatMoney';
import { langTag } from '../../../lib/language';
import { consolePaths } from '../../../lib/paths';
import { regionName } from '../../../lib/regionName';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './ConsoleSuppliersPage.module.css';

type Props = { company: ConsoleSupplierDetail };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <Typography.Title level={5} className={styles.sectionTitle}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** The company profile as the company saved it. */
function ProfileSection({ company }: Props) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const { profile } = company;
  const list = (items: string[]) => (items.length ? items.join(t('format.listSeparator')) : '—');
  return (
    <Section title={t('consoleSuppliers.profile.title')}>
      <span className={styles.company}>
        <Avatar shape="square" size={56} src={profile.logo?.thumbUrl ?? profile.logo?.url ?? undefined}>
          {profile.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <span className={styles.companyText}>
          <Typography.Text strong>{profile.name}</Typography.Text>
          <Typography.Text type="secondary">{regionName(profile.country, tag)}</Typography.Text>
        </span>
      </span>
      <dl className={styles.facts}>
        <dt>{t('consoleSuppliers.profile.businessType')}</dt>
        <dd>{profile.businessType ? t(`businessType.${profile.businessType}`) : '—'}</dd>
        <dt>{t('company.fields.yearFounded')}</dt>
        <dd>{profile.yearFounded ?? '—'}</dd>
        <dt>{t('company.fields.staffRange')}</dt>
        <dd>{profile.staffRange ? t(`company.staffRange.${profile.staffRange}`) : '—'}</dd>
        <dt>{t('company.fields.exportRange')}</dt>
        <dd>{profile.exportRange ? t(`company.exportRange.${profile.exportRange}`) : '—'}</dd>
        <dt>{t('company.fields.mainMarkets')}</dt>
        <dd>{list(profile.mainMarkets.map((market) => t(`company.market.${market}`)))}</dd>
        <dt>{t('company.fields.categories')}</dt>
        <dd>{list(profile.mainCategories.map((category) => t(`category.${category}`)))}</dd>
        <dt>{t('company.fields.businessGoods')}</dt>
        <dd>{list(profile.businessGoods)}</dd>
        <dt>{t('company.fields.brands')}</dt>
        <dd>{list(profile.brands)}</dd>
      </dl>
      <Typography.Text type="secondary">
        {t('consoleSuppliers.profile.images', { n: profile.images.length })}
        {' · '}
        {profile.updatedAt
          ? t('consoleSuppliers.profile.updated', { date: formatDate(profile.updatedAt, tag) })
          : t('consoleSuppliers.profile.notSaved')}
      </Typography.Text>
      <Typography.Text strong>{t('consoleSuppliers.profile.introduction')}</Typography.Text>
      {profile.introduction.en ? (
        <MarkdownText className={styles.introduction} text={profile.introduction.en} />
      ) : (
        <Typography.Text type="secondary">{t('consoleSuppliers.profile.noIntroduction')}</Typography.Text>
      )}
    </Section>
  );
}

/** Published or not, what the checklist still misses, whether buyer contact is open. */
function ShowroomSection({ company }: Props) {
  const { t } = useTranslation();
  const { state } = company.profile;
  return (
    <Section title={t('consoleSuppliers.showroom.title')}>
      <span>
        <Tag color={state.status === 'published' ? 'green' : 'default'}>
          {t(`company.status.${state.status}`)}
        </Tag>
        {state.complete ? <Tag color="blue">{t('consoleSuppliers.showroom.complete')}</Tag> : null}
      </span>
      {state.missing.length ? (
        <Typography.Text>
          {t('consoleSuppliers.showroom.missing', {
            items: state.missing.map((item) => t(`checklist.${item}`)).join(t('format.listSeparator')),
          })}
        </Typography.Text>
      ) : null}
      <Typography.Text>{t('consoleSuppliers.showroom.exhibits', { n: state.exhibits })}</Typography.Text>
      <Typography.Text type="secondary">
        {state.unlocked ? t('consoleSuppliers.showroom.unlocked') : t('consoleSuppliers.showroom.locked')}
      </Typography.Text>
      {company.suspendedAt ? (
        <Typography.Text type="danger">{t('consoleSuppliers.showroom.hiddenBySuspension')}</Typography.Text>
      ) : null}
    </Section>
  );
}

/** The live service and the buyer-contact quota now. */
function ServiceSection({ company }: Props) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const { service, quota } = company;
  return (
    <Section title={t('consoleSuppliers.service.title')}>
      <Typography.Text>
        {service.status === 'none' || !service.endsAt
          ? t('consoleSuppliers.service.none')
          : t(`consoleSuppliers.service.${service.status}`, {
              date: formatDate(service.endsAt, tag),
              n: service.daysLeft,
            })}
      </Typography.Text>
      {service.coveredUntil && service.coveredUntil !== service.endsAt ? (
        <Typography.Text type="secondary">
          {t('consoleSuppliers.service.coveredUntil', { date: formatDate(service.coveredUntil, tag) })}
        </Typography.Text>
      ) : null}
      <Typography.Text>
        {t('consoleSuppliers.service.quota', {
          remaining: quota.remaining,
          total: quota.total,
          used: quota.used,
        })}
      </Typography.Text>
    </Section>
  );
}

/** The company's newest payment orders, with the way to billing (for those who may open it). */
function PaymentsSection({ company }: Props) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const mayOpenBilling = useConsoleSession().permissions.includes('console:billing');
  return (
    <Section title={t('consoleSuppliers.payments.title')}>
      {company.orders.length === 0 ? (
        <Typography.Text type="secondary">{t('consoleSuppliers.payments.none')}</Typography.Text>
      ) : (
        <ul className={styles.plainList}>
          {company.orders.map((order) => (
            <li key={order.merchantTransactionId}>
              <span>
                {order.packageName} · {formatMoney(order.amount, order.currency, tag)}
                <br />
                <span className={styles.muted}>
                  {order.merchantTransactionId} · {formatDate(order.paidAt ?? order.createdAt, tag)}
                </span>
              </span>
              <Tag color={ORDER_STATUS_COLORS[order.status]}>{t(`billing.status.${order.status}`)}</Tag>
            </li>
          ))}
        </ul>
      )}
      {mayOpenBilling && company.orders.length > 0 ? (
        <Link to={`${consolePaths.billing}?q=${encodeURIComponent(company.name)}`}>
          {t('consoleSuppliers.payments.openInBilling')}
        </Link>
      ) : null}
    </Section>
  );
}

/** Profile, showroom, service and payments of a company side by side. */
export function SupplierOverviewTab({ company }: Props) {
  return (
    <div className={styles.overview}>
      <ProfileSection company={company} />
      <div className={styles.column}>
        <ShowroomSection company={company} />
        <ServiceSection company={company} />
        <PaymentsSection company={company} />
      </div>
    </div>
  );
}
