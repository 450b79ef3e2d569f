import { type ConsoleOverview, SUPPLIER_STATES } from '@sc/contract';
import { Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/formatMoney';
import { consolePaths } from '../../../lib/paths';
import styles from './ConsoleOverviewPage.module.css';
import { type ChartSeries, OverviewChart } from './OverviewChart';
import { OverviewTile, SeriesKey } from './OverviewTile';
import {
  dailyRates,
  formatCount,
  formatShare,
  longDay,
  peakOf,
  revenueSeries,
  sumOfLast,
} from './overviewFormat';

export interface TileProps {
  data: ConsoleOverview;
  /** The reader's BCP 47 tag, for numbers and dates. */
  tag: string;
  /** The path (with its query) when the member may open that section, else null. */
  linkTo: (to: string, query?: string) => string | null;
}

/** What a chart shows, in words: its total and busiest day (screen readers; the figures are beside it). */
function useDescription() {
  const { t } = useTranslation();
  return <T extends { day: string }>(title: string, rows: T[], pick: (row: T) => number, tag: string) => {
    const peak = peakOf(rows, pick);
    if (!peak) return t('consoleOverview.chartLabelEmpty', { title });
    return t('consoleOverview.chartLabel', {
      title,
      total: formatCount(sumOfLast(rows, rows.length, pick), tag),
      peak: formatCount(peak.value, tag),
      peakDay: longDay(peak.day, tag),
    });
  };
}

/** "Today: 3 · Last 7 days: 12" for a daily series. */
function RecentFigures<T extends { day: string }>({
  rows,
  pick,
  tag,
}: {
  rows: T[];
  pick: (row: T) => number;
  tag: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <span>{t('consoleOverview.today', { value: formatCount(sumOfLast(rows, 1, pick), tag) })}</span>
      <span>{t('consoleOverview.last7', { value: formatCount(sumOfLast(rows, 7, pick), tag) })}</span>
    </>
  );
}

const STATE_COLORS = {
  trial: 'colorInfo',
  paying: 'colorSuccess',
  expired: 'gray',
  suspended: 'colorError',
} as const;

export function SuppliersTile({ data, tag, linkTo }: TileProps) {
  const { t } = useTranslation();
  const describe = useDescription();
  const { now, total, daily } = data.suppliers;
  const series: ChartSeries<(typeof daily)[number]>[] = SUPPLIER_STATES.map((state) => ({
    key: state,
    label: t(`consoleOverview.suppliers.state.${state}`),
    color: STATE_COLORS[state],
  }));
  return (
    <OverviewTile
      id="suppliers"
      title={t('consoleOverview.suppliers.title')}
      figure={formatCount(total, tag)}
      figureText={t('consoleOverview.suppliers.headline')}
      to={linkTo(consolePaths.suppliers)}
      chart={
        <OverviewChart
          rows={daily}
          series={series}
          kind="bar"
          isStacked
          localeTag={tag}
          description={describe(
            t('consoleOverview.suppliers.chart'),
            daily,
            (row) => row.trial + row.paying + row.expired + row.suspended,
            tag,
          )}
        />
      }
    >
      {SUPPLIER_STATES.map((state) => (
        <SeriesKey
          key={state}
          color={STATE_COLORS[state]}
          label={`${t(`consoleOverview.suppliers.state.${state}`)} ${formatCount(now[state], tag)}`}
          to={linkTo(consolePaths.suppliers, `?state=${state}`)}
        />
      ))}
    </OverviewTile>
  );
}

export function SignUpsTile({ data, tag, linkTo }: TileProps) {
  const { t } = useTranslation();
  const describe = useDescription();
  const { daily } = data.signUps;
  return (
    <OverviewTile
      id="signUps"
      title={t('consoleOverview.signUps.title')}
      figure={formatCount(data.signUps.suppliers, tag)}
      figureText={t('consoleOverview.signUps.headline')}
      to={linkTo(consolePaths.suppliers)}
      chart={
        <OverviewChart
          rows={daily}
          kind="bar"
          isStacked
          localeTag={tag}
          series={[
            { key: 'suppliers', label: t('consoleOverview.signUps.series.suppliers'), color: 'colorPrimary' },
            { key: 'buyers', label: t('consoleOverview.signUps.series.buyers'), color: 'purple' },
          ]}
          description={describe(
            t('consoleOverview.signUps.title'),
            daily,
            (r) => r.suppliers + r.buyers,
            tag,
          )}
        />
      }
    >
      <RecentFigures rows={daily} pick={(row) => row.suppliers} tag={tag} />
      <SeriesKey
        color="purple"
        label={t('consoleOverview.signUps.buyers', { n: formatCount(data.signUps.buyers, tag) })}
        to={linkTo(consolePaths.buyers)}
      />
    </OverviewTile>
  );
}

export function ResponseTile({ data, tag, linkTo }: TileProps) {
  const { t } = useTranslation();
  const { response } = data;
  const rates = dailyRates(response.daily);
  return (
    <OverviewTile
      id="response"
      title={t('consoleOverview.response.title')}
      figure={formatShare(response.rate, tag)}
      figureText={t('consoleOverview.response.headline')}
      to={linkTo(consolePaths.suppliers)}
      chart={
        <OverviewChart
          rows={rates}
          kind="line"
          localeTag={tag}
          domain={[0, 100]}
          formatValue={(value) => formatShare(value / 100, tag)}
          series={[{ key: 'rate', label: t('consoleOverview.response.series.rate'), color: 'colorSuccess' }]}
          description={`${t('consoleOverview.response.title')}: ${formatShare(response.rate, tag)}. ${t('consoleOverview.response.detail', { answered: response.answered, counted: response.counted })}`}
        />
      }
    >
      <span>
        {response.counted === 0
          ? t('consoleOverview.response.none')
          : t('consoleOverview.response.detail', {
              answered: formatCount(response.answered, tag),
              counted: formatCount(response.counted, tag),
            })}
      </span>
      {response.waiting > 0 ? (
        <span>{t('consoleOverview.response.waiting', { n: formatCount(response.waiting, tag) })}</span>
      ) : null}
      <Typography.Text type="secondary" className={styles.note} style={{ fontSize: 12 }}>
        {t('consoleOverview.response.definition')}
      </Typography.Text>
    </OverviewTile>
  );
}

export function ConversationsTile({ data, tag, linkTo }: TileProps) {
  const { t } = useTranslation();
  const describe = useDescription();
  const { daily } = data.conversations;
  return (
    <OverviewTile
      id="conversations"
      title={t('consoleOverview.conversations.title')}
      figure={formatCount(data.conversations.started, tag)}
      figureText={t('consoleOverview.conversations.headline')}
      to={linkTo(consolePaths.buyers)}
      chart={
        <OverviewChart
          rows={daily}
          kind="bar"
          isStacked
          localeTag={tag}
          series={[
            {
              key: 'byBuyers',
              label: t('consoleOverview.conversations.series.byBuyers'),
              color: 'colorPrimary',
            },
            {
              key: 'bySuppliers',
              label: t('consoleOverview.conversations.series.bySuppliers'),
              color: 'colorWarning',
            },
          ]}
          description={describe(
            t('consoleOverview.conversations.title'),
            daily,
            (row) => row.byBuyers + row.bySuppliers,
            tag,
          )}
        />
      }
    >
      <SeriesKey
        color="colorPrimary"
        label={`${t('consoleOverview.conversations.series.byBuyers')} ${formatCount(data.conversations.byBuyers, tag)}`}
      />
      <SeriesKey
        color="colorWarning"
        label={`${t('consoleOverview.conversations.series.bySuppliers')} ${formatCount(data.conversations.bySuppliers, tag)}`}
      />
    </OverviewTile>
  );
}

/** A tile of one daily count: headline, today and the last 7 days, bars. */
function CountTile<T extends { day: string }>({
  id,
  figure,
  rows,
  pick,
  seriesKey,
  seriesLabel,
  to,
  tag,
  children,
}: {
  id: 'contacts' | 'credentials' | 'support';
  figure: number;
  rows: T[];
  pick: (row: T) => number;
  seriesKey: keyof T & string;
  seriesLabel: string;
  to: string | null;
  tag: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const describe = useDescription();
  return (
    <OverviewTile
      id={id}
      title={t(`consoleOverview.${id}.title`)}
      figure={formatCount(figure, tag)}
      figureText={t(`consoleOverview.${id}.headline`)}
      to={to}
      chart={
        <OverviewChart
          rows={rows}
          kind="bar"
          localeTag={tag}
          series={[{ key: seriesKey, label: seriesLabel, color: 'colorPrimary' }]}
          description={describe(seriesLabel, rows, pick, tag)}
        />
      }
    >
      {children ?? <RecentFigures rows={rows} pick={pick} tag={tag} />}
    </OverviewTile>
  );
}

export function ContactsTile({ data, tag, linkTo }: TileProps) {
  const { t } = useTranslation();
  return (
    <CountTile
      id="contacts"
      figure={data.contacts.spent}
      rows={data.contacts.daily}
      pick={(row) => row.spent}
      seriesKey="spent"
      seriesLabel={t('consoleOverview.contacts.series.spent')}
      to={linkTo(consolePaths.suppliers)}
      tag={tag}
    />
  );
}

export function CredentialsTile({ data, tag, linkTo }: TileProps) {
  const { t } = useTranslation();
  return (
    <CountTile
      id="credentials"
      figure={data.credentials.waiting}
      rows={data.credentials.daily}
      pick={(row) => row.submitted}
      seriesKey="submitted"
      seriesLabel={t('consoleOverview.credentials.series.submitted')}
      to={linkTo(consolePaths.credentials)}
      tag={tag}
    >
      <span>
        {t('consoleOverview.credentials.submitted', { n: formatCount(data.credentials.submitted, tag) })}
      </span>
    </CountTile>
  );
}

export function SupportTile({ data, tag, linkTo }: TileProps) {
  const { t } = useTranslation();
  return (
    <CountTile
      id="support"
      figure={data.support.waiting}
      rows={data.support.daily}
      pick={(row) => row.messages}
      seriesKey="messages"
      seriesLabel={t('consoleOverview.support.series.messages')}
      to={linkTo(consolePaths.inbox)}
      tag={tag}
    >
      <span>{t('consoleOverview.support.messages', { n: formatCount(data.support.messages, tag) })}</span>
    </CountTile>
  );
}

export function RfqsTile({ data, tag, linkTo }: TileProps) {
  const { t } = useTranslation();
  const describe = useDescription();
  const { daily } = data.rfqs;
  return (
    <OverviewTile
      id="rfqs"
      title={t('consoleOverview.rfqs.title')}
      figure={formatCount(data.rfqs.posted, tag)}
      figureText={t('consoleOverview.rfqs.headline')}
      to={linkTo(consolePaths.rfq)}
      chart={
        <OverviewChart
          rows={daily}
          kind="bar"
          localeTag={tag}
          series={[
            { key: 'posted', label: t('consoleOverview.rfqs.series.posted'), color: 'colorPrimary' },
            { key: 'quotes', label: t('consoleOverview.rfqs.series.quotes'), color: 'colorSuccess' },
          ]}
          description={describe(t('consoleOverview.rfqs.series.posted'), daily, (row) => row.posted, tag)}
        />
      }
    >
      <SeriesKey color="colorPrimary" label={t('consoleOverview.rfqs.series.posted')} />
      <SeriesKey
        color="colorSuccess"
        label={t('consoleOverview.rfqs.quotes', { n: formatCount(data.rfqs.quotes, tag) })}
      />
      {data.rfqs.inReview > 0 ? (
        <SeriesKey
          color="colorWarning"
          label={t('consoleOverview.rfqs.inReview', { n: formatCount(data.rfqs.inReview, tag) })}
          to={linkTo(consolePaths.rfq)}
        />
      ) : null}
    </OverviewTile>
  );
}

export function RevenueTile({ data, tag, linkTo }: TileProps) {
  const { t } = useTranslation();
  const describe = useDescription();
  const { currencies } = data.revenue;
  const [picked, setPicked] = useState<string | null>(null);
  const current = currencies.find((c) => c.currency === picked) ?? currencies[0];
  const days = data.signUps.daily.map((row) => row.day);
  const rows = current ? revenueSeries(days, data.revenue.daily, current.currency) : [];
  const money = (amount: string) => (current ? formatMoney(amount, current.currency, tag) : amount);
  return (
    <OverviewTile
      id="revenue"
      title={t('consoleOverview.revenue.title')}
      figure={current ? money(current.net) : '—'}
      figureText={t('consoleOverview.revenue.headline')}
      to={linkTo(consolePaths.billing)}
      chart={
        current ? (
          <OverviewChart
            rows={rows}
            kind="bar"
            localeTag={tag}
            formatValue={(_value, row) => money(row.net)}
            series={[{ key: 'value', label: t('consoleOverview.revenue.series.net'), color: 'colorSuccess' }]}
            description={describe(
              `${t('consoleOverview.revenue.series.net')} (${current.currency})`,
              rows,
              (row) => Math.max(row.value, 0),
              tag,
            )}
          />
        ) : null
      }
    >
      {current ? (
        <>
          {currencies.length > 1 ? (
            <Segmented
              size="small"
              className={styles.currencies}
              aria-label={t('consoleOverview.revenue.currency')}
              value={current.currency}
              onChange={(value) => setPicked(String(value))}
              options={currencies.map((c) => ({ value: c.currency, label: c.currency }))}
            />
          ) : null}
          <span className={styles.note}>
            {t('consoleOverview.revenue.detail', {
              payments: formatCount(current.payments, tag),
              gross: money(current.gross),
              refunded: money(current.refunded),
            })}
          </span>
        </>
      ) : (
        <span>{t('consoleOverview.revenue.none')}</span>
      )}
    </OverviewTile>
  );
}
