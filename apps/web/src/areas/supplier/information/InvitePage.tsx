import { Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { useInvitations, useInviteLink } from '../../../features/affiliate/api/affiliateApi';
import { InvitationTable } from '../../../features/affiliate/components/InvitationTable';
import { InvitationTexts } from '../../../features/affiliate/components/InvitationTexts';
import { InviteLinkCard } from '../../../features/affiliate/components/InviteLinkCard';
import { InviteRules } from '../../../features/affiliate/components/InviteRules';
import { InviteTotals } from '../../../features/affiliate/components/InviteTotals';
import { RecordInviteForm } from '../../../features/affiliate/components/RecordInviteForm';
import styles from './InvitePage.module.css';

const PAGE_SIZE = 10;

/** Menu page Information → Invite suppliers: my code, link, QR, ready texts, totals and invitations. */
export function InvitePage() {
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(1);
  const link = useInviteLink();
  const invitations = useInvitations(pageIndex, PAGE_SIZE);

  if (link.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!link.data)
    return <LoadError layout="page" title={t('affiliate.loadError')} onRetry={() => void link.refetch()} />;

  return (
    <div className={styles.page}>
      <Typography.Paragraph className={styles.intro}>{t('affiliate.intro')}</Typography.Paragraph>
      <InviteRules reward={link.data.reward} />
      <div className={styles.columns}>
        <InviteLinkCard invite={link.data} />
        <InvitationTexts texts={link.data.texts} />
      </div>
      {invitations.data ? <InviteTotals totals={invitations.data.totals} /> : null}
      {invitations.isError && !invitations.data ? (
        <LoadError title={t('affiliate.loadError')} onRetry={() => void invitations.refetch()} />
      ) : (
        <InvitationTable
          invitations={invitations.data?.list ?? []}
          total={invitations.data?.total ?? 0}
          pageIndex={pageIndex}
          pageSize={PAGE_SIZE}
          isLoading={invitations.isFetching}
          onPageChange={setPageIndex}
        />
      )}
      <RecordInviteForm />
    </div>
  );
}
