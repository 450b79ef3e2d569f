import { QuestionCircleOutlined } from '@ant-design/icons';
import { DASHBOARD_PERIODS, type DashboardPeriod, type DashboardFigures as Figures } from '@sc/contract';
import { Card, Segmented, Skeleton, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import styles from './Dashboard.module.css';

type ZeroHint = 'buyersContacted' | 'productsLinked' | 'quotationsSent';
/** `zero`: what to do when the figure is 0 (a new company sees guidance, not a bare zero). */
type Pair = { key: string; to: string; main: keyof Figures; second?: keyof Figures; zero?: ZeroHint };
const PAIRS: Pair[] = [
  {
    key: 'buyers',
    to: paths.buyersList,
    main: 'buyersContacted',
    second: 'buyersResponded',
    zero: 'buyersContacted',
  },
  { key: 'unread', to: `${paths.communicate}?unread=1`, main: 'unreadMessages' },
  {
    key: 'products',
    to: paths.myProducts,
    main: 'productsLinked',
    second: 'productsCreated',
    zero: 'productsLinked',
  },
  {
    key: 'quotations',
    to: paths.quotationList,
    main: 'quotationsSent',
    second: 'quotationsViewed',
    zero: 'quotationsSent',
  },
];

type Props = {
  figures: Figures | undefined;
  unreadNow: number;
  period: DashboardPeriod;
  onPeriodChange: (period: DashboardPeriod) => void;
};

/** The period's figures, each a link to the list behind it and with its definition on hover. */
export function DashboardFigures({ figures, unreadNow, period, onPeriodChange }: Props) {
  const { t } = useTranslation();
  const value = (key: keyof Figures) => (key === 'unreadMessages' ? unreadNow : (figures?.[key] ?? 0));
  return (
    <Card
      title={t('home.figures.title')}
      extra={
        <Segmented<DashboardPeriod>
          size="small"
          value={period}
          onChange={onPeriodChange}
          options={DASHBOARD_PERIODS.map((days) => ({
            value: days,
            label: t('home.figures.days', { count: days }),
          }))}
        />
      }
    >
      {figures ? (
        <div className={styles.figures}>
          {PAIRS.map((pair) => (
            <Link key={pair.key} to={pair.to} className={styles.figure} data-testid={`figure-${pair.main}`}>
              <span className={styles.figureLabel}>
                {t(`home.figures.${pair.main}`)}
                <Tooltip title={t(`home.figures.definition.${pair.main}`, { count: period })}>
                  <QuestionCircleOutlined
                    className={styles.hint}
                    aria-label={t('home.figures.definitionLabel')}
                  />
                </Tooltip>
              </span>
              <span className={styles.figureValue}>{value(pair.main)}</span>
              {pair.zero && value(pair.main) === 0 ? (
                <span className={styles.figureHint}>{t(`home.figures.zero.${pair.zero}`)}</span>
              ) : null}
              {pair.second ? (
                <span className={styles.figureSecond}>
                  {t(`home.figures.${pair.second}`)}: <strong>{value(pair.second)}</strong>
                  <Tooltip title={t(`home.figures.definition.${pair.second}`, { count: period })}>
                    <QuestionCircleOutlined
                      className={styles.hint}
                      aria-label={t('home.figures.definitionLabel')}
                    />
                  </Tooltip>
                </span>
              ) : (
                <span className={styles.figureSecond}>{t('home.figures.now')}</span>
              )}
            </Link>
          ))}
        </div>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
    </Card>
  );
}
