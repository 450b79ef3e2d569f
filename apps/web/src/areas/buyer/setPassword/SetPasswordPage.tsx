import { LockOutlined } from '@ant-design/icons';
import { buyerInvitationCalls, ErrorCode, type SetBuyerPassword, SetBuyerPasswordSchema } from '@sc/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { buyerCall } from '../../../features/buyerApp/api/buyerHttp';
import { isApiError } from '../../../lib/ApiError';
import { applyFormError } from '../../../lib/applyFormError';
import { showSuccessMessage } from '../../../lib/feedback';
import { buyerPaths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { sameAsRule, zodRule } from '../../../lib/zodRule';
import styles from '../login/BuyerLoginPage.module.css';

type PasswordValues = Omit<SetBuyerPassword, 'token'>;
const shape = SetBuyerPasswordSchema.shape;

/**
 * /buyer/set-password?token=…: the link of an invitation mail. The buyer the platform team made
 * chooses a password (once, within 7 days), then signs in with it.
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('consoleBuyers.setPassword.pageTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<PasswordValues>();
  useRevalidateOnLanguageChange(form);
  const invitation = useQuery({
    queryKey: ['buyerInvitation', token],
    enabled: token !== '',
    retry: false,
    queryFn: ({ signal }) => buyerCall(buyerInvitationCalls.invitation, { token }, { signal, notify: false }),
  });
  const setPassword = useMutation({
    mutationFn: (values: PasswordValues) =>
      buyerCall(buyerInvitationCalls.setPassword, { token, ...values }, { notify: false }),
  });

  async function handleFinish(values: PasswordValues) {
    try {
      await setPassword.mutateAsync(values);
      showSuccessMessage(t('consoleBuyers.setPassword.done'));
      navigate(buyerPaths.login, { replace: true });
    } catch (error) {
      applyFormError(form, error);
    }
  }

  const invalid =
    token === '' || invitation.isError
      ? ((isApiError(invitation.error) ? invitation.error.msg : null) ?? t('error.INVITATION_LINK_INVALID'))
      : isApiError(setPassword.error) && setPassword.error.code === ErrorCode.INVITATION_LINK_INVALID
        ? setPassword.error.msg
        : null;

  let body: React.ReactNode;
  if (invalid) {
    body = (
      <Result
        status="warning"
        title={t('consoleBuyers.setPassword.invalidTitle')}
        subTitle={invalid}
        extra={
          <Link to={buyerPaths.login}>
            <Button type="primary">{t('consoleBuyers.setPassword.toSignIn')}</Button>
          </Link>
        }
      />
    );
  } else if (!invitation.data) {
    body = (
      <div className={styles.portal}>
        <Spin /> {t('consoleBuyers.setPassword.checking')}
      </div>
    );
  } else {
    body = (
      <>
        <h1 className={styles.title}>{t('consoleBuyers.setPassword.title')}</h1>
        <Typography.Paragraph type="secondary">
          {t('consoleBuyers.setPassword.subtitle', { email: invitation.data.email })}
        </Typography.Paragraph>
        <Form<PasswordValues>
          form={form}
          name="buyerSetPassword"
          layout="vertical"
          requiredMark={false}
          size="large"
          onFinish={(values) => void handleFinish(values)}
        >
          <Form.Item
            name="password"
            label={t('consoleBuyers.setPassword.password')}
            rules={[zodRule(shape.password)]}
            extra={t('auth.passwordHint')}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('consoleBuyers.setPassword.repeat')}
            dependencies={['password']}
            rules={[zodRule(shape.confirmPassword), sameAsRule('password')]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={setPassword.isPending}>
            {t('consoleBuyers.setPassword.submit')}
          </Button>
        </Form>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.topBar}>
        <BrandLogo />
        <LanguageSwitcher />
      </header>
      <main className={styles.content}>
        <section className={styles.panel}>{body}</section>
      </main>
    </div>
  );
}
