import { LockOutlined } from '@ant-design/icons';
import { ErrorCode, type InvitationInfo, type ResetPassword, ResetPasswordSchema } from '@sc/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Result, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/ApiError';
import { applyFormError } from '../../../lib/applyFormError';
import { showSuccessMessage } from '../../../lib/feedback';
import { consolePaths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { sameAsRule, zodRule } from '../../../lib/zodRule';
import { ConsoleAuthFrame } from './ConsoleAuthFrame';
import styles from './ConsoleLoginPage.module.css';
import { fetchPasswordLink, setConsolePassword } from './consoleSignInApi';

type PasswordValues = Omit<ResetPassword, 'token'>;
const shape = ResetPasswordSchema.shape;

/**
 * /console/login?token=…, the link of a new operator's mail: they choose a password (once, within
 * 7 days), then sign in on the same page, their email filled in.
 */
export function ConsoleSetPassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('consoleSetPassword.pageTitle'));
  const [form] = Form.useForm<PasswordValues>();
  useRevalidateOnLanguageChange(form);
  // Read once without the console's query cache: the console clears it while nobody is signed in.
  const [link, setLink] = useState<{ data?: InvitationInfo; error?: unknown }>({});
  useEffect(() => {
    const controller = new AbortController();
    fetchPasswordLink(token, controller.signal).then(
      (data) => setLink({ data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLink({ error });
      },
    );
    return () => controller.abort();
  }, [token]);
  const save = useMutation({
    mutationFn: (values: PasswordValues) => setConsolePassword({ token, ...values }),
  });

  async function handleFinish(values: PasswordValues) {
    try {
      const { email } = await save.mutateAsync(values);
      showSuccessMessage(t('consoleSetPassword.done'));
      navigate(consolePaths.login, { replace: true, state: { email } });
    } catch (error) {
      applyFormError(form, error);
    }
  }

  const invalid = link.error
    ? ((isApiError(link.error) ? link.error.msg : null) ?? t('error.INVITATION_LINK_INVALID'))
    : isApiError(save.error) && save.error.code === ErrorCode.INVITATION_LINK_INVALID
      ? save.error.msg
      : null;

  let body: React.ReactNode;
  if (invalid)
    body = (
      <Result
        status="warning"
        title={t('consoleSetPassword.invalidTitle')}
        subTitle={invalid}
        extra={
          <Button type="primary" onClick={() => navigate(consolePaths.login, { replace: true })}>
            {t('consoleSetPassword.toSignIn')}
          </Button>
        }
      />
    );
  else if (!link.data)
    body = (
      <Typography.Paragraph type="secondary">
        <Spin size="small" /> {t('consoleSetPassword.checking')}
      </Typography.Paragraph>
    );
  else
    body = (
      <>
        <h1 className={styles.title}>{t('consoleSetPassword.title')}</h1>
        <p className={styles.subtitle}>{t('consoleSetPassword.subtitle', { email: link.data.email })}</p>
        <Form<PasswordValues>
          form={form}
          name="consoleSetPassword"
          layout="vertical"
          requiredMark={false}
          size="large"
          onFinish={(values) => void handleFinish(values)}
        >
          <Form.Item
            name="password"
            label={t('consoleSetPassword.password')}
            rules={[zodRule(shape.password)]}
            extra={t('auth.passwordHint')}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('consoleSetPassword.repeat')}
            dependencies={['password']}
            rules={[zodRule(shape.confirmPassword), sameAsRule('password')]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={save.isPending}>
            {t('consoleSetPassword.submit')}
          </Button>
        </Form>
      </>
    );
  return <ConsoleAuthFrame>{body}</ConsoleAuthFrame>;
}
