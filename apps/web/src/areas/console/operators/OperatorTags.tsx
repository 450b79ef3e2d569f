import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { Operator, OperatorStatus } from '@sc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<OperatorStatus, string> = {
  invited: 'gold',
  active: 'green',
  disabled: 'default',
};

/** Invited (no password yet), active or disabled. */
export function OperatorStatusTag({ status }: { status: OperatorStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="operator-status">
      {t(`operators.status.${status}`)}
    </Tag>
  );
}

/** Two-factor sign-in: on, off, or to be set up at the next sign-in (required, not on yet). */
export function OperatorTotpTag({ operator }: { operator: Pick<Operator, 'totpEnabled' | 'totpRequired'> }) {
  const { t } = useTranslation();
  if (operator.totpEnabled)
    return (
      <Tag color="green" icon={<SafetyCertificateOutlined />} data-testid="operator-totp">
        {t('operators.twoFactor.on')}
      </Tag>
    );
  if (operator.totpRequired)
    return (
      <Tag color="orange" data-testid="operator-totp">
        {t('operators.twoFactor.pending')}
      </Tag>
    );
  return <Tag data-testid="operator-totp">{t('operators.twoFactor.off')}</Tag>;
}
