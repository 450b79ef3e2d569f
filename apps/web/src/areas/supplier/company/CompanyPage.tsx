import { Skeleton, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useCompany } from '../../../features/company/api/useCompany';
import { BusinessHoursForm } from '../../../features/company/components/BusinessHoursForm';
import { CompanyImagesEditor } from '../../../features/company/components/CompanyImagesEditor';
import { CompanyProfileForm } from '../../../features/company/components/CompanyProfileForm';
import { ShowroomChecklist } from '../../../features/company/components/ShowroomChecklist';
import { SignatureForm } from '../../../features/company/components/SignatureForm';
import { TradeFairsEditor } from '../../../features/company/components/TradeFairsEditor';
import { CategoryTreeSelect } from '../../../features/reference/components/CategoryTreeSelect';
import { COMPANY_TABS, type CompanyTab } from '../../../lib/paths';
import styles from './CompanyPage.module.css';

const isTab = (value: string | null): value is CompanyTab => COMPANY_TABS.includes(value as CompanyTab);

/** Menu page 'Company profile' (/company?tab=…): what buyers see of us, edited tab by tab. */
export function CompanyPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: CompanyTab = isTab(requested) ? requested : 'profile';
  const company = useCompany();

  let body: (profileTab: 'profile' | 'images') => ReactNode;
  if (company.isPending) body = () => <Skeleton active paragraph={{ rows: 8 }} />;
  else if (!company.data)
    body = () => (
      <LoadError layout="page" title={t('company.loadError')} onRetry={() => void company.refetch()} />
    );
  else {
    const profile = company.data;
    body = (which) =>
      which === 'profile' ? (
        <CompanyProfileForm
          key={profile.updatedAt ?? 'new'}
          profile={profile}
          categoryControl={
            <CategoryTreeSelect maxCount={20} placeholder={t('company.fields.categoriesPlaceholder')} />
          }
        />
      ) : (
        <CompanyImagesEditor profile={profile} />
      );
  }

  const items: { key: CompanyTab; label: string; children: ReactNode }[] = [
    { key: 'profile', label: t('company.tabs.profile'), children: body('profile') },
    { key: 'images', label: t('company.tabs.images'), children: body('images') },
    { key: 'fairs', label: t('company.tabs.fairs'), children: <TradeFairsEditor /> },
    { key: 'hours', label: t('company.tabs.hours'), children: <BusinessHoursForm /> },
    { key: 'signature', label: t('company.tabs.signature'), children: <SignatureForm /> },
  ];

  return (
    <div className={styles.page}>
      <Typography.Paragraph type="secondary" className={styles.intro}>
        {t('company.intro')}
      </Typography.Paragraph>
      <ShowroomChecklist />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={items}
        destroyOnHidden
      />
    </div>
  );
}
