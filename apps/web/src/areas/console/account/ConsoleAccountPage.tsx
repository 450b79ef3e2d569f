import { SafetyCertificateOutlined } from '@ant-design/icons';
import { ErrorCode, type TotpCodeBody, type TotpSecret } from '@sc/contract';
import { App, Button, Card, Descriptions, Form, Modal, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/ListLoadError';
import { applyFormError } from '../../../lib/applyFormError';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ConsoleShell } from '../ConsoleShell';
import styles from './ConsoleTotp.module.css';
import { useConfirmTotp, useDisableTotp, useOperatorAccount, useStartTotpSetup } from './consoleAccountApi';
import { TotpCodeField } from './TotpCodeField';
import { TotpSecretPanel } from './TotpSecretPanel';

/**
 * The signed-in member's own account (any console role): role and email, and their two-factor
 * sign-in, turned on by scanning a new secret and typing its first code, off with a current code.
 */
export function ConsoleAccountPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleAccount.title'));
  const { message } = App.useApp();
  const account = useOperatorAccount();
  const start = useStartTotpSetup();
  const confirm = useConfirmTotp();
  const disable = useDisableTotp();
  const [setup, setSetup] = useState<TotpSecret | null>(null);
  const [isTurningOff, setIsTurningOff] = useState(false);
  const [setupForm] = Form.useForm<TotpCodeBody>();
  const [offForm] = Form.useForm<TotpCodeBody>();

  async function handleConfirm(values: TotpCodeBody) {
    try {
      await confirm.mutateAsync(values);
      setSetup(null);
      setupForm.resetFields();
      void message.success(t('consoleAccount.enabled'));
    } catch (error) {
      applyFormError(setupForm, error, { [ErrorCode.TOTP_CODE_USED]: 'code' });
    }
  }

  async function handleTurnOff(values: TotpCodeBody) {
    try {
      await disable.mutateAsync(values);
      setIsTurningOff(false);
      offForm.resetFields();
      void message.success(t('consoleAccount.disabled'));
    } catch (error) {
      applyFormError(offForm, error, { [ErrorCode.TOTP_CODE_USED]: 'code' });
    }
  }

  let body: React.ReactNode;
  if (account.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (!account.data)
    body = (
      <ListLoadError
        title={t('consoleAccount.loadError')}
        error={account.error}
        hasData={false}
        onRetry={() => void account.refetch()}
      />
    );
  else {
    const me = account.data;
    body = (
      <Card className={styles.card}>
        <Descriptions column={1} className={styles.facts}>
          <Descriptions.Item label={t('consoleAccount.email')}>{me.email}</Descriptions.Item>
          <Descriptions.Item label={t('consoleAccount.role')}>
            {me.role ? t(`role.${me.role}`) : '—'}
          </Descriptions.Item>
        </Descriptions>
        <Typography.Title level={5}>
          <SafetyCertificateOutlined /> {t('consoleAccount.twoFactor')}{' '}
          <Tag color={me.totpEnabled ? 'green' : 'default'} data-testid="account-totp">
            {me.totpEnabled ? t('operators.twoFactor.on') : t('operators.twoFactor.off')}
          </Tag>
        </Typography.Title>
        <div className={styles.stateLine}>
          <Typography.Text type="secondary">
            {me.totpEnabled ? t('consoleAccount.twoFactorOn') : t('consoleAccount.twoFactorOff')}
            {me.totpRequired ? ` ${t('consoleAccount.required')}` : ''}
          </Typography.Text>
          {me.totpEnabled ? (
            me.totpRequired ? null : (
              <Button danger onClick={() => setIsTurningOff(true)}>
                {t('consoleAccount.turnOff')}
              </Button>
            )
          ) : setup ? null : (
            <Button
              type="primary"
              loading={start.isPending}
              onClick={() => void start.mutateAsync().then(setSetup, () => undefined)}
            >
              {t('consoleAccount.turnOn')}
            </Button>
          )}
        </div>
        {setup && !me.totpEnabled ? (
          <div className={styles.setup}>
            <Typography.Paragraph type="secondary">{t('consoleTotp.setupHint')}</Typography.Paragraph>
            <TotpSecretPanel totp={setup} />
            <Form<TotpCodeBody>
              form={setupForm}
              name="totpSetup"
              layout="vertical"
              requiredMark={false}
              onFinish={(values) => void handleConfirm(values)}
            >
              <TotpCodeField isAutoFocused />
              <Button type="primary" htmlType="submit" block loading={confirm.isPending}>
                {t('consoleTotp.confirm')}
              </Button>
            </Form>
          </div>
        ) : null}
      </Card>
    );
  }

  return (
    <ConsoleShell>
      <main className={styles.page}>
        <Typography.Title level={4}>{t('consoleAccount.title')}</Typography.Title>
        {body}
      </main>
      <Modal
        open={isTurningOff}
        title={t('consoleAccount.turnOffTitle')}
        okText={t('consoleAccount.turnOff')}
        okButtonProps={{ danger: true, loading: disable.isPending }}
        cancelText={t('consoleAccount.cancel')}
        onOk={() => offForm.submit()}
        onCancel={() => setIsTurningOff(false)}
        forceRender
      >
        <Typography.Paragraph type="secondary">{t('consoleAccount.turnOffHint')}</Typography.Paragraph>
        <Form<TotpCodeBody>
          form={offForm}
          name="totpDisable"
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void handleTurnOff(values)}
        >
          <TotpCodeField />
        </Form>
      </Modal>
    </ConsoleShell>
  );
}
