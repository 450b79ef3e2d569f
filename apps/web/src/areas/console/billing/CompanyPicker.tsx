import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyPicks } from '../../../features/billing/api/consoleBillingApi';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

type CompanyPickerProps = {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
};

/** Picks a company by typing part of its name (or its id); the form keeps the company's id. */
export function CompanyPicker({ id, value, onChange }: CompanyPickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim());
  const picks = useCompanyPicks(keyword);
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
      placeholder={t('consoleBilling.grant.companyPlaceholder')}
      notFoundContent={
        picks.isFetching ? t('consoleBilling.grant.searching') : t('consoleBilling.grant.noCompany')
      }
      loading={picks.isFetching}
      options={(picks.data ?? []).map((company) => ({
        value: company.id,
        label: `${company.name} (${company.country}) · #${company.id}`,
      }))}
      style={{ width: '100%' }}
    />
  );
}
