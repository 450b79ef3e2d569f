import type { SettlementRow } from '@sc/contract';
import { DatePicker, Table, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/ListLoadError';
import { useSettlementReport } from '../../../features/billing/api/consoleBillingApi';
import { ISO_DATE, PICKER_DATE_FORMATS } from '../../../lib/expiryDate';
import { formatDate } from '../../../lib/formatDate';
import { formatMoney } from '../../../lib/formatMoney';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './ConsoleBillingPage.module.css';
import { defaultReportRange } from './defaultReportRange';
import { totalsByCurrency } from './settlementTotals';

/** Payments and refunds per UTC day and currency over a date range, with a total per currency. */
export function SettlementReportTab() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const tag = langTag(lang);
  const [range, setRange] = useState(() => defaultReportRange(new Date()));
  const report = useSettlementReport(range);
  const rows = report.data ?? [];
  const money = (amount: string, currency: string) => formatMoney(amount, currency, tag);

  const columns: TableColumnsType<SettlementRow> = [
    {
      key: 'day',
      title: t('consoleBilling.report.columns.day'),
      render: (_, row) => formatDate(row.day, tag),
    },
    { key: 'currency', title: t('consoleBilling.report.columns.currency'), dataIndex: 'currency' },
    {
      key: 'payments',
      title: t('consoleBilling.report.columns.payments'),
      dataIndex: 'payments',
      align: 'end',
    },
    {
      key: 'gross',
      title: t('consoleBilling.report.columns.gross'),
      align: 'end',
      render: (_, row) => money(row.gross, row.currency),
    },
    { key: 'refunds', title: t('consoleBilling.report.columns.refunds'), dataIndex: 'refunds', align: 'end' },
    {
      key: 'refunded',
      title: t('consoleBilling.report.columns.refunded'),
      align: 'end',
      render: (_, row) => money(row.refunded, row.currency),
    },
    {
      key: 'net',
      title: t('consoleBilling.report.columns.net'),
      align: 'end',
      render: (_, row) => money(row.net, row.currency),
    },
  ];

  return (
    <>
      <div className={styles.toolbar}>
        <Typography.Text type="secondary">{t('consoleBilling.report.range')}</Typography.Text>
        <DatePicker.RangePicker
          allowClear={false}
          aria-label={t('consoleBilling.report.range')}
          format={[PICKER_DATE_FORMATS[lang], ISO_DATE]}
          value={[dayjs(range.from), dayjs(range.to)]}
          onChange={(dates) => {
            const [from, to] = dates ?? [];
            if (from && to) setRange({ from: from.format(ISO_DATE), to: to.format(ISO_DATE) });
          }}
        />
      </div>
      <Typography.Paragraph type="secondary">{t('consoleBilling.report.intro')}</Typography.Paragraph>
      {report.isError ? (
        <ListLoadError
          title={t('consoleBilling.report.loadError')}
          error={report.error}
          hasData={false}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <Table<SettlementRow>
          rowKey={(row) => `${row.day}-${row.currency}`}
          size="small"
          columns={columns}
          dataSource={rows}
          loading={report.isPending || report.isPlaceholderData}
          pagination={false}
          scroll={{ x: 760 }}
          locale={{ emptyText: t('consoleBilling.report.empty') }}
          summary={() =>
            totalsByCurrency(rows).map((total) => (
              <Table.Summary.Row key={total.currency}>
                <Table.Summary.Cell index={0}>
                  <Typography.Text strong>{t('consoleBilling.report.total')}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1}>
                  <Typography.Text strong>{total.currency}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="end">
                  {total.payments}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="end">
                  {money(total.gross, total.currency)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="end">
                  {total.refunds}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="end">
                  {money(total.refunded, total.currency)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={6} align="end">
                  <Typography.Text strong>{money(total.net, total.currency)}</Typography.Text>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ))
          }
        />
      )}
    </>
  );
}
