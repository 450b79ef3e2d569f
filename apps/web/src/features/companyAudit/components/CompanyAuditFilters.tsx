import {
  COMPANY_AUDIT_GROUPS,
  COMPANY_AUDIT_PERIODS,
  type CompanyAuditGroup,
  type CompanyAuditPeriod,
  type CompanyAuditUser,
} from '@sc/contract';
import { Button, DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ISO_DATE, PICKER_DATE_FORMATS } from '../../../lib/expiryDate';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './CompanyAudit.module.css';

/** What the log is narrowed to; `range` holds the chosen days (YYYY-MM-DD) of a custom period. */
export interface CompanyAuditFilterState {
  group: CompanyAuditGroup | null;
  actorUserId: number | null;
  period: CompanyAuditPeriod;
  range: { from: string; to: string };
}

const PERIOD_LABELS = {
  '7d': 'companyAudit.period.last7',
  '30d': 'companyAudit.period.last30',
  '90d': 'companyAudit.period.last90',
  '365d': 'companyAudit.period.last365',
  all: 'companyAudit.period.all',
  custom: 'companyAudit.period.custom',
} as const satisfies Record<CompanyAuditPeriod, string>;

type CompanyAuditFiltersProps = {
  value: CompanyAuditFilterState;
  users: CompanyAuditUser[];
  onChange: (next: CompanyAuditFilterState) => void;
  /** Phones: the first and last day in two pickers of one month each (a range picker's two months do not fit). */
  isCompact: boolean;
};

/** The audit log's filters: action group, colleague, and a period counted back from today or chosen days. */
export function CompanyAuditFilters({ value, users, onChange, isCompact }: CompanyAuditFiltersProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const isFiltered = value.group !== null || value.actorUserId !== null;
  const today = dayjs().endOf('day');
  const format = [PICKER_DATE_FORMATS[lang], ISO_DATE];
  const from = dayjs(value.range.from);
  const to = dayjs(value.range.to);
  const setRange = (range: CompanyAuditFilterState['range']) => onChange({ ...value, range });
  let dates: React.ReactNode = null;
  if (value.period === 'custom' && isCompact)
    dates = (
      <div className={styles.dates}>
        <DatePicker
          aria-label={t('companyAudit.filters.from')}
          placeholder={t('companyAudit.filters.from')}
          allowClear={false}
          inputReadOnly
          format={format}
          value={from}
          disabledDate={(day: Dayjs) => day.isAfter(to, 'day')}
          onChange={(day) => day && setRange({ ...value.range, from: day.format(ISO_DATE) })}
        />
        <DatePicker
          aria-label={t('companyAudit.filters.to')}
          placeholder={t('companyAudit.filters.to')}
          allowClear={false}
          inputReadOnly
          format={format}
          value={to}
          disabledDate={(day: Dayjs) => day.isBefore(from, 'day') || day.isAfter(today)}
          onChange={(day) => day && setRange({ ...value.range, to: day.format(ISO_DATE) })}
        />
      </div>
    );
  else if (value.period === 'custom')
    dates = (
      <DatePicker.RangePicker
        className={styles.range}
        allowClear={false}
        aria-label={t('companyAudit.filters.range')}
        format={format}
        value={[from, to]}
        disabledDate={(day: Dayjs) => day.isAfter(today)}
        onChange={(picked) => {
          const [first, last] = picked ?? [];
          if (first && last) setRange({ from: first.format(ISO_DATE), to: last.format(ISO_DATE) });
        }}
      />
    );

  return (
    <div className={styles.filters}>
      <Select<CompanyAuditGroup | 'all'>
        className={styles.filter}
        aria-label={t('companyAudit.filters.group')}
        data-testid="audit-group"
        value={value.group ?? 'all'}
        options={[
          { value: 'all', label: t('companyAudit.filters.allGroups') },
          ...COMPANY_AUDIT_GROUPS.map((group) => ({ value: group, label: t(`companyAudit.group.${group}`) })),
        ]}
        onChange={(group) => onChange({ ...value, group: group === 'all' ? null : group })}
      />
      <Select<number>
        className={styles.filter}
        aria-label={t('companyAudit.filters.user')}
        data-testid="audit-user"
        value={value.actorUserId ?? 0}
        showSearch={{ optionFilterProp: 'label' }}
        options={[
          { value: 0, label: t('companyAudit.filters.allUsers') },
          ...users.map((user) => ({ value: user.userId, label: user.name })),
        ]}
        onChange={(userId) => onChange({ ...value, actorUserId: userId === 0 ? null : userId })}
      />
      <Select<CompanyAuditPeriod>
        className={styles.filter}
        aria-label={t('companyAudit.filters.period')}
        data-testid="audit-period"
        value={value.period}
        options={COMPANY_AUDIT_PERIODS.map((period) => ({ value: period, label: t(PERIOD_LABELS[period]) }))}
        onChange={(period) => onChange({ ...value, period })}
      />
      {dates}
      {isFiltered ? (
        <Button type="link" onClick={() => onChange({ ...value, group: null, actorUserId: null })}>
          {t('companyAudit.filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}
