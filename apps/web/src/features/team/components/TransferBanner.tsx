import { CrownOutlined } from '@ant-design/icons';
import type { OwnershipTransfer } from '@sc/contract';
import { Alert, Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { showSuccessMessage } from '../../../lib/feedback';
import { formatDate } from '../../../lib/formatDate';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { useAcceptTransfer, useCancelTransfer, useDeclineTransfer } from '../api/teamApi';
import { transferRole } from '../teamRules';
import styles from './Team.module.css';

type TransferBannerProps = { transfer: OwnershipTransfer; myUserId: number };

/**
 * The open transfer of ownership: the proposed colleague accepts or declines it, the owner may
 * withdraw it, everyone else on the page sees it waiting.
 */
export function TransferBanner({ transfer, myUserId }: TransferBannerProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const accept = useAcceptTransfer();
  const decline = useDeclineTransfer();
  const cancel = useCancelTransfer();
  const date = formatDate(transfer.expiresAt, langTag(lang));
  const body = { transferId: transfer.id };
  const role = transferRole(transfer, myUserId);

  if (role === 'toMe')
    return (
      <Alert
        type="info"
        showIcon
        icon={<CrownOutlined />}
        data-testid="transfer-banner"
        title={t('team.transfer.toMeTitle', { name: transfer.fromName })}
        description={
          <div className={styles.bannerBody}>
            <span>{t('team.transfer.toMe', { name: transfer.fromName, date })}</span>
            <Space wrap>
              <Button
                type="primary"
                loading={accept.isPending}
                onClick={() =>
                  accept.mutate(body, { onSuccess: () => showSuccessMessage(t('team.transfer.accepted')) })
                }
              >
                {t('team.transfer.accept')}
              </Button>
              <Button
                loading={decline.isPending}
                onClick={() =>
                  decline.mutate(body, { onSuccess: () => showSuccessMessage(t('team.transfer.declined')) })
                }
              >
                {t('team.transfer.decline')}
              </Button>
            </Space>
          </div>
        }
      />
    );
  if (role === 'fromMe')
    return (
      <Alert
        type="info"
        showIcon
        icon={<CrownOutlined />}
        data-testid="transfer-banner"
        title={t('team.transfer.fromMe', { name: transfer.toName, date })}
        description={
          <Popconfirm
            title={t('team.transfer.withdraw')}
            okText={t('team.actions.confirm')}
            cancelText={t('team.actions.cancel')}
            onConfirm={() =>
              cancel.mutate(body, { onSuccess: () => showSuccessMessage(t('team.transfer.withdrawn')) })
            }
          >
            <Button loading={cancel.isPending}>{t('team.transfer.withdraw')}</Button>
          </Popconfirm>
        }
      />
    );
  return (
    <Alert
      type="info"
      showIcon
      icon={<CrownOutlined />}
      data-testid="transfer-banner"
      title={t('team.transfer.others', { from: transfer.fromName, to: transfer.toName, date })}
    />
  );
}
