import { BUYER_LIMITS, type BuyerReport } from '@sc/contract';
import { App, Button, Input, Modal, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelativeTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './ConsoleBuyersPage.module.css';
import { useDismissBuyerReport } from './consoleBuyersApi';

const REASON_COLORS = { spam: 'orange', abuse: 'volcano', fraud: 'red', other: 'default' } as const;

type BuyerReportItemProps = {
  report: BuyerReport;
  /** In the buyer's profile: the buyer is known, so only who reported and why. */
  isCompact?: boolean;
  onOpenBuyer?: (buyerId: number) => void;
};

/** One report: who reported whom, why, when; an open one can be dismissed. */
export function BuyerReportItem({ report, isCompact = false, onOpenBuyer }: BuyerReportItemProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const tag = langTag(useLanguage().lang);
  const dismiss = useDismissBuyerReport();
  const [isAsking, setIsAsking] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();

  async function handleDismiss() {
    try {
      await dismiss.mutateAsync({ reportId: report.id, reason });
      void message.success(t('consoleBuyers.reports.dismissed'));
      setIsAsking(false);
    } catch {
      // The HTTP client has shown why.
    }
  }

  return (
    <li className={isCompact ? styles.reportCompact : styles.card} data-testid="buyer-report">
      <div className={styles.cardHead}>
        <span>
          <Tag color={REASON_COLORS[report.reason]}>{t(`consoleBuyers.reports.reason.${report.reason}`)}</Tag>
          {isCompact ? null : (
            <Typography.Text strong>
              {t('consoleBuyers.reports.about', {
                buyer: report.buyer.name,
                company: report.buyer.companyName,
              })}
            </Typography.Text>
          )}
        </span>
        <Typography.Text
          type="secondary"
          className={styles.meta}
          title={formatDateTime(report.createdAt, tag)}
        >
          {formatRelativeTime(report.createdAt, tag)}
        </Typography.Text>
      </div>
      <Typography.Text className={styles.line}>
        {t('consoleBuyers.reports.by', { supplier: report.supplier.name, reporter: report.reporterName })}
      </Typography.Text>
      {report.note ? <Typography.Text className={styles.preLine}>{report.note}</Typography.Text> : null}
      {report.resolution && report.resolvedAt ? (
        <Typography.Text type="secondary" className={styles.meta}>
          {t('consoleBuyers.reports.resolvedBy', {
            resolution: t(`consoleBuyers.reports.resolution.${report.resolution}`),
            name: report.resolvedBy ?? '',
            date: formatDateTime(report.resolvedAt, tag),
          })}
        </Typography.Text>
      ) : null}
      {report.resolvedAt === null || onOpenBuyer ? (
        <div className={styles.reportActions}>
          {onOpenBuyer ? (
            <Button size="small" onClick={() => onOpenBuyer(report.buyer.id)}>
              {t('consoleBuyers.reports.openBuyer')}
            </Button>
          ) : null}
          {report.resolvedAt === null ? (
            <Button size="small" onClick={() => setIsAsking(true)} data-testid="buyer-report-dismiss">
              {t('consoleBuyers.reports.dismiss')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <Modal
        open={isAsking}
        title={t('consoleBuyers.reports.dismissTitle')}
        okText={t('consoleBuyers.reports.dismiss')}
        cancelText={t('consoleBuyers.block.cancel')}
        okButtonProps={{ loading: dismiss.isPending }}
        onOk={() => void handleDismiss()}
        onCancel={() => setIsAsking(false)}
        destroyOnHidden
      >
        <label htmlFor={reasonId} className={styles.label}>
          {t('consoleBuyers.reports.dismissReason')}
        </label>
        <Input.TextArea
          id={reasonId}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={BUYER_LIMITS.reasonMax}
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      </Modal>
    </li>
  );
}
