import { MoreOutlined } from '@ant-design/icons';
import type { Operator } from '@sc/contract';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  useDisableOperator,
  useEnableOperator,
  useResendOperatorLink,
  useResetOperatorTotp,
} from './operatorsApi';

type OperatorActionsProps = {
  operator: Operator;
  /** The signed-in administrator's own row: nothing to do on it here. */
  isSelf: boolean;
  onChangeRole: (operator: Operator) => void;
};

/** What an administrator can do to another operator: role, disable or enable, reset two-factor, link again. */
export function OperatorActions({ operator, isSelf, onChangeRole }: OperatorActionsProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const disable = useDisableOperator();
  const enable = useEnableOperator();
  const resetTotp = useResetOperatorTotp();
  const resendLink = useResendOperatorLink();
  if (isSelf) return null;
  const name = operator.realName;

  function confirm(kind: 'disable' | 'enable' | 'resetTotp', run: () => Promise<unknown>) {
    modal.confirm({
      title: t(`operators.${kind}.title`, { name }),
      content: t(`operators.${kind}.body`),
      okText: t(`operators.${kind}.ok`),
      cancelText: t('operators.cancel'),
      okButtonProps: { danger: kind !== 'enable' },
      onOk: async () => {
        await run();
        void message.success(t(`operators.${kind}.done`, { name }));
      },
    });
  }

  const items: MenuProps['items'] = [
    { key: 'role', label: t('operators.actions.changeRole'), onClick: () => onChangeRole(operator) },
    ...(operator.status === 'invited'
      ? [
          {
            key: 'link',
            label: t('operators.actions.resendLink'),
            onClick: () =>
              void resendLink
                .mutateAsync({ userId: operator.id })
                .then((sent) => message.success(t('operators.resendLink.done', { email: sent.email })))
                // The failure was shown by the call.
                .catch(() => undefined),
          },
        ]
      : []),
    ...(operator.totpEnabled
      ? [
          {
            key: 'totp',
            label: t('operators.actions.resetTotp'),
            onClick: () => confirm('resetTotp', () => resetTotp.mutateAsync({ userId: operator.id })),
          },
        ]
      : []),
    operator.status === 'disabled'
      ? {
          key: 'enable',
          label: t('operators.actions.enable'),
          onClick: () => confirm('enable', () => enable.mutateAsync({ userId: operator.id })),
        }
      : {
          key: 'disable',
          danger: true,
          label: t('operators.actions.disable'),
          onClick: () => confirm('disable', () => disable.mutateAsync({ userId: operator.id })),
        },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button
        icon={<MoreOutlined />}
        aria-label={t('operators.actions.label', { name })}
        data-testid="operator-actions"
      />
    </Dropdown>
  );
}
