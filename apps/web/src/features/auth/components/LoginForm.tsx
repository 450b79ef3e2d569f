import { ErrorCode } from '@sc/contract';
import { type ChangeEvent, type FormEvent, type ReactElement, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CaptchaImage } from '../../../components/CaptchaImage';
import { PlainIcon } from '../../../components/PlainIcon';
import { isApiError } from '../../../lib/ApiError';
import { createCaptchaKey, takePageCaptchaKey } from '../../../lib/captchaKey';
import { showErrorMessage } from '../../../lib/feedback';
import { translate, translateUnchecked } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { planFormError } from '../../../lib/planFormError';
import { signIn } from '../api/signIn';
import { loadSignInRules } from '../loadSignInRules';
import { readRememberedAccount, rememberAccount } from '../rememberedAccount';
import type { SignInField } from '../signInRules';
import styles from './LoginForm.module.css';

type LoginFormProps = {
  /** Pre-fills the account, e.g. right after sign up. */
  initialAccount?: string;
  /** Runs after the token is stored (menu load, navigation); a thrown error is shown on the form. */
  onSignedIn: () => Promise<void>;
};

/** A field's error: a catalog key from the contract's rules (follows the language) or the server's text. */
type FieldError = { key: string } | { text: string };
type Values = Record<SignInField, string>;

const FIELDS: readonly SignInField[] = ['username', 'password', 'code'];
const FORM_NAME = 'signIn';
const idOf = (field: string) => `${FORM_NAME}_${field}`;

/**
 * Sign in with account, password and captcha; each failed attempt gets a new captcha. Plain
 * elements drawn like Ant Design's large vertical form: the sign-in page loads without Ant Design.
 */
export function LoginForm({ initialAccount, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const remembered = readRememberedAccount();
  const [values, setValues] = useState<Values>({
    username: initialAccount || remembered,
    password: '',
    code: '',
  });
  const [isRemembered, setRemembered] = useState(Boolean(remembered));
  const [errors, setErrors] = useState<Partial<Record<SignInField, FieldError>>>({});
  // The page's own key first: its image is on the way since the page arrived (see takePageCaptchaKey).
  const [captchaKey, setCaptchaKey] = useState(() => takePageCaptchaKey() ?? createCaptchaKey());
  const [isPasswordShown, setPasswordShown] = useState(false);
  const [isFinishing, setIsFinishing] = useState(false);
  // A suspended company's user reads why above the form (a toast would vanish before it is read).
  const [suspension, setSuspension] = useState<string | null>(null);
  const latestValues = useRef(values);
  latestValues.current = values;

  function setError(field: SignInField, error: FieldError | undefined) {
    setErrors((current) => ({ ...current, [field]: error }));
  }

  function refreshCaptcha() {
    setCaptchaKey(createCaptchaKey());
    setValues((current) => ({ ...current, code: '' }));
  }

  async function validateField(field: SignInField, value: string) {
    const { signInIssueKey } = await loadSignInRules();
    // Only the answer for what the field still holds counts (typing runs ahead of the rules' load).
    if (latestValues.current[field] !== value) return;
    const key = signInIssueKey(field, value);
    setError(field, key === null ? undefined : { key });
  }

  function handleChange(field: SignInField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    void validateField(field, value).catch(() => undefined);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isFinishing) return;
    setIsFinishing(true);
    setSuspension(null);
    try {
      const { signInIssueKey } = await loadSignInRules();
      const issues = FIELDS.map((field) => [field, signInIssueKey(field, values[field])] as const);
      setErrors(
        Object.fromEntries(issues.map(([field, key]) => [field, key === null ? undefined : { key }])),
      );
      const firstInvalid = issues.find(([, key]) => key !== null);
      if (firstInvalid) {
        document.getElementById(idOf(firstInvalid[0]))?.focus();
        return;
      }
      const credentials = {
        username: values.username.trim(),
        password: values.password,
        randomStr: captchaKey,
        code: values.code.trim(),
      };
      await signIn({ ...credentials, grant_type: 'password' });
      rememberAccount(credentials.username, isRemembered);
      await onSignedIn();
    } catch (error) {
      handleFailure(error);
    } finally {
      setIsFinishing(false);
    }
  }

  function handleFailure(error: unknown) {
    // A captcha key answers once: every failed attempt gets a new image.
    refreshCaptcha();
    if (isApiError(error) && error.code === ErrorCode.COMPANY_SUSPENDED) {
      setSuspension(error.msg);
      return;
    }
    const apiError = isApiError(error) ? error : null;
    if (!apiError) console.error(error);
    const plan = planFormError(
      apiError ?? { code: 0, msg: translate('http.apiError'), fields: {}, isNotified: false },
      FIELDS,
      { [ErrorCode.CAPTCHA_INVALID]: 'code' },
    );
    for (const field of plan.fields) setError(field.name as SignInField, { text: field.errors[0] ?? '' });
    if (plan.toast) showErrorMessage(plan.toast);
  }

  const errorText = (field: SignInField) => {
    const error = errors[field];
    if (!error) return null;
    return 'key' in error ? translateUnchecked(error.key) : error.text;
  };

  function field(
    name: SignInField,
    label: string,
    control: (describedBy: string | undefined) => ReactElement,
  ) {
    const message = errorText(name);
    const errorId = `${idOf(name)}_help`;
    return (
      <div className={styles.item}>
        <label className={styles.label} htmlFor={idOf(name)}>
          {label}
        </label>
        {control(message ? errorId : undefined)}
        {message ? (
          <div id={errorId} className={styles.error} role="alert">
            {message}
          </div>
        ) : null}
      </div>
    );
  }

  const inputClass = (name: SignInField) => `${styles.input} ${errors[name] ? styles.invalid : ''}`;
  /** What ties an input to its field: id, value, change, invalid state and its message. */
  const bind = (name: SignInField, describedBy: string | undefined) => ({
    id: idOf(name),
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => handleChange(name, event.target.value),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy,
  });

  return (
    <form id={FORM_NAME} className={styles.form} noValidate onSubmit={handleSubmit}>
      {suspension ? (
        <div className={styles.alert} role="alert" data-testid="login-suspended">
          {suspension}
        </div>
      ) : null}
      {field('username', t('auth.account'), (describedBy) => (
        <span className={inputClass('username')}>
          <PlainIcon name="mail" className={styles.icon} />
          <input
            {...bind('username', describedBy)}
            placeholder={t('auth.accountPlaceholder')}
            autoComplete="username"
            inputMode="email"
          />
        </span>
      ))}
      {field('password', t('auth.password'), (describedBy) => (
        <span className={inputClass('password')}>
          <PlainIcon name="lock" className={styles.icon} />
          <input
            {...bind('password', describedBy)}
            type={isPasswordShown ? 'text' : 'password'}
            placeholder={t('auth.passwordPlaceholder')}
            autoComplete="current-password"
          />
          <button
            type="button"
            className={styles.reveal}
            aria-label={t('auth.showPassword')}
            aria-pressed={isPasswordShown}
            onClick={() => setPasswordShown((shown) => !shown)}
          >
            <PlainIcon name={isPasswordShown ? 'eye' : 'eyeInvisible'} className={styles.icon} />
          </button>
        </span>
      ))}
      {field('code', t('auth.captcha'), (describedBy) => (
        <span className={styles.captchaRow}>
          <span className={inputClass('code')}>
            <input
              {...bind('code', describedBy)}
              placeholder={t('auth.captchaPlaceholder')}
              autoComplete="off"
              maxLength={16}
            />
          </span>
          <CaptchaImage captchaKey={captchaKey} onRefresh={refreshCaptcha} />
        </span>
      ))}
      <div className={styles.options}>
        <label className={styles.remember}>
          <input
            id={idOf('remember')}
            type="checkbox"
            checked={isRemembered}
            onChange={(event) => setRemembered(event.target.checked)}
          />
          {t('auth.rememberAccount')}
        </label>
        <Link to={paths.resetPassword}>{t('auth.forgotPassword')}</Link>
      </div>
      <button type="submit" className={styles.submit} disabled={isFinishing} aria-busy={isFinishing}>
        {isFinishing ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {t('auth.signInButton')}
      </button>
    </form>
  );
}
