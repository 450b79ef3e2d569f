import {
  type ConsoleSignInResult,
  ErrorCode,
  type StaffLoginResult,
  type TotpCodeBody,
  type TotpSecret,
} from '@sc/contract';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SignInFields } from '../../../components/SignInFields';
import { isApiError } from '../../../lib/ApiError';
import { applyFormError } from '../../../lib/applyFormError';
import {
  type ConsoleSessionEnd,
  forgetConsoleSessionEnd,
  readConsoleSessionEnd,
} from '../../../lib/console/consoleSessionEnd';
import { showErrorMessage } from '../../../lib/feedback';
import { consolePaths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { type SignInValues, useSignInForm } from '../../../lib/useSignInForm';
import { TotpCodeField } from '../account/TotpCodeField';
import { TotpSecretPanel } from '../account/TotpSecretPanel';
import { ConsoleAuthFrame } from './ConsoleAuthFrame';
import styles from './ConsoleLoginPage.module.css';
import { ConsoleSetPassword } from './ConsoleSetPassword';
import { sendConsoleSignInCode, signInToConsole, startConsoleSession } from './consoleSignInApi';

/** The second step of a sign-in: the app's code, or setting two-factor sign-in up first. */
type SecondStep = { challenge: string; totp: TotpSecret | null };

/** Errors after which the second step cannot go on: the sign-in starts again. */
const RESTART_CODES: readonly number[] = [ErrorCode.TOTP_CHALLENGE_EXPIRED, ErrorCode.TOTP_TOO_MANY_ATTEMPTS];

/**
 * /console/login: a platform team member signs in with email, password and captcha (own session);
 * with two-factor sign-in, then with their authenticator app's code, or sets it up first when their
 * account requires it. Says why the last session ended; `?token=` is a new operator's password link.
 */
export function ConsoleLoginPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token) return <ConsoleSetPassword token={token} />;
  return <ConsoleSignIn />;
}

function ConsoleSignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<SecondStep | null>(null);
  const [username, setUsername] = useState<string>(
    (location.state as { email?: string } | null)?.email ?? '',
  );

  function handleSession(session: StaffLoginResult) {
    startConsoleSession(session);
    navigate(consolePaths.root, { replace: true });
  }

  function handleFirstStep(result: ConsoleSignInResult, email: string) {
    setUsername(email);
    if (result.step === 'session') handleSession(result.session);
    else setStep({ challenge: result.challenge, totp: result.step === 'setup' ? result.totp : null });
  }

  function handleRestart(message: string) {
    showErrorMessage(`${message} ${t('consoleTotp.startAgain')}`.trim());
    setStep(null);
  }

  return (
    <ConsoleAuthFrame>
      {step ? (
        <CodeStep
          step={step}
          onSession={handleSession}
          onRestart={handleRestart}
          onBack={() => setStep(null)}
        />
      ) : (
        <PasswordStep username={username} onResult={handleFirstStep} />
      )}
    </ConsoleAuthFrame>
  );
}

function PasswordStep({
  username,
  onResult,
}: {
  username: string;
  onResult: (result: ConsoleSignInResult, email: string) => void;
}) {
  const { t } = useTranslation();
  const { form, captcha, toCredentials, handleFailure } = useSignInForm<SignInValues>();
  const [isPending, setIsPending] = useState(false);
  const [ended, setEnded] = useState<ConsoleSessionEnd | null>(readConsoleSessionEnd);
  useDocumentTitle(t('console.login.title'));

  async function handleFinish(values: SignInValues) {
    setIsPending(true);
    try {
      const credentials = toCredentials(values);
      onResult(await signInToConsole(credentials), credentials.username);
    } catch (error) {
      handleFailure(error);
    } finally {
      setIsPending(false);
    }
  }

  return (
    <>
      <h1 className={styles.title}>{t('console.login.title')}</h1>
      <p className={styles.subtitle}>{t('console.login.subtitle')}</p>
      {ended ? (
        <Alert
          className={styles.notice}
          type="warning"
          showIcon
          closable={{
            onClose: () => {
              forgetConsoleSessionEnd();
              setEnded(null);
            },
          }}
          title={t('consoleSessionEnd.title')}
          description={t(`consoleSessionEnd.${ended}`)}
          data-testid="console-session-ended"
        />
      ) : null}
      <Form<SignInValues>
        form={form}
        name="consoleSignIn"
        layout="vertical"
        requiredMark={false}
        size="large"
        initialValues={{ username }}
        onFinish={(values) => void handleFinish(values)}
      >
        <SignInFields formName="consoleSignIn" captcha={captcha} hasPlaceholders={false} />
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {t('console.login.submit')}
        </Button>
      </Form>
    </>
  );
}

function CodeStep({
  step,
  onSession,
  onRestart,
  onBack,
}: {
  step: SecondStep;
  onSession: (session: StaffLoginResult) => void;
  onRestart: (message: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TotpCodeBody>();
  useRevalidateOnLanguageChange(form);
  const [isPending, setIsPending] = useState(false);
  const isSetup = step.totp !== null;
  useDocumentTitle(isSetup ? t('consoleTotp.setupTitle') : t('consoleTotp.codeTitle'));

  async function handleFinish(values: TotpCodeBody) {
    setIsPending(true);
    try {
      onSession(await sendConsoleSignInCode({ challenge: step.challenge, code: values.code }));
    } catch (error) {
      if (isApiError(error) && RESTART_CODES.includes(error.code)) onRestart(error.msg);
      else applyFormError(form, error, { [ErrorCode.TOTP_CODE_USED]: 'code' });
    } finally {
      setIsPending(false);
    }
  }

  return (
    <>
      <h1 className={styles.title}>{isSetup ? t('consoleTotp.setupTitle') : t('consoleTotp.codeTitle')}</h1>
      <p className={styles.subtitle}>{isSetup ? t('consoleTotp.setupHint') : t('consoleTotp.codeHint')}</p>
      {step.totp ? <TotpSecretPanel totp={step.totp} /> : null}
      <Form<TotpCodeBody>
        form={form}
        name="consoleSignInCode"
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={(values) => void handleFinish(values)}
      >
        <TotpCodeField isAutoFocused />
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {isSetup ? t('consoleTotp.setupSubmit') : t('consoleTotp.verify')}
        </Button>
        <Button type="link" block className={styles.back} onClick={onBack}>
          {t('consoleTotp.back')}
        </Button>
      </Form>
    </>
  );
}
