import { ErrorCode, JOB_TITLES, PERSON_TITLES, type Register, RegisterSchema } from '@sc/contract';
import { Button, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../components/CaptchaField';
import { applyFormError } from '../../../lib/applyFormError';
import { countryOptions } from '../../../lib/countryOptions';
import { showSuccessMessage } from '../../../lib/feedback';
import { forgetInviteCode, inviteVisitorKey, keptInviteCode } from '../../../lib/inviteCode';
import { langTag } from '../../../lib/language';
import { useCaptcha } from '../../../lib/useCaptcha';
import { useLanguage } from '../../../lib/useLanguage';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { sameAsRule, zodRule } from '../../../lib/zodRule';
import { useJobTitles } from '../api/useJobTitles';
import { useRegister } from '../api/useRegister';

type SignUpFormProps = {
  /** Called with the email the confirmation mail went to. */
  onRegistered: (email: string) => void;
};

/** The form's fields: the sign-up body without the captcha key, which the form holds itself. */
type SignUpValues = Omit<Register, 'randomStr'>;

const shape = RegisterSchema.shape;
const half = { xs: 24, sm: 12 } as const;

/**
 * Sign up: the person, the company, a password and the captcha; rules come from the contract's
 * RegisterSchema. The answer is the same for a registered email (its owner is mailed instead).
 */
export function SignUpForm({ onRegistered }: SignUpFormProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const [form] = Form.useForm<SignUpValues>();
  const captcha = useCaptcha(form);
  const register = useRegister();
  const jobTitles = useJobTitles();
  useRevalidateOnLanguageChange(form);

  const countries = useMemo(() => countryOptions(langTag(lang)), [lang]);
  const jobTitleOptions =
    jobTitles.data ?? JOB_TITLES.map((value) => ({ value, label: t(`jobTitle.${value}`) }));
  const personTitleOptions = PERSON_TITLES.map((value) => ({ value, label: t(`personTitle.${value}`) }));

  // Read once when the form opens: the invitation link this device kept, if any.
  const [invitedWith] = useState(() => keptInviteCode());

  async function handleFinish(values: SignUpValues) {
    // The contract's transforms (trim, lower-case email) apply before sending, as on the server.
    // An invitation link opened on this device in the last 30 days goes along (never an error).
    const inviteCode = keptInviteCode();
    const withKey: Register = {
      ...values,
      randomStr: captcha.key,
      ...(inviteCode ? { inviteCode, inviteVisitor: inviteVisitorKey() } : {}),
    };
    const parsed = RegisterSchema.safeParse(withKey);
    const body = parsed.success ? parsed.data : withKey;
    try {
      const { email } = await register.mutateAsync(body);
      forgetInviteCode();
      showSuccessMessage(t('auth.signUpMailSent', { email }));
      onRegistered(email);
    } catch (error) {
      // A captcha key answers once, whatever the outcome.
      captcha.refresh();
      applyFormError(form, error, { [ErrorCode.CAPTCHA_INVALID]: 'code' });
    }
  }

  return (
    <Form<SignUpValues>
      form={form}
      name="signUp"
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={handleFinish}
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="name" label={t('auth.name')} rules={[zodRule(shape.name)]}>
            <Input placeholder={t('auth.namePlaceholder')} autoComplete="name" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="email" label={t('auth.email')} rules={[zodRule(shape.email)]}>
            <Input placeholder={t('auth.emailPlaceholder')} autoComplete="email" inputMode="email" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="companyName" label={t('auth.companyName')} rules={[zodRule(shape.companyName)]}>
        <Input placeholder={t('auth.companyPlaceholder')} autoComplete="organization" />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="jobTitle" label={t('auth.jobTitle')} rules={[zodRule(shape.jobTitle)]}>
            <Select
              options={jobTitleOptions}
              loading={jobTitles.isFetching}
              placeholder={t('auth.selectPlaceholder')}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="title" label={t('auth.personTitle')} rules={[zodRule(shape.title)]}>
            <Select options={personTitleOptions} placeholder={t('auth.selectPlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="country" label={t('auth.country')} rules={[zodRule(shape.country)]}>
        <Select
          options={countries}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('auth.searchPlaceholder')}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="password"
            label={t('auth.password')}
            rules={[zodRule(shape.password)]}
            extra={t('auth.passwordHint')}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="confirmPassword"
            label={t('auth.confirmPassword')}
            dependencies={['password']}
            rules={[zodRule(shape.confirmPassword), sameAsRule('password')]}
          >
            <Input.Password placeholder={t('auth.confirmPlaceholder')} autoComplete="new-password" />
          </Form.Item>
        </Col>
      </Row>
      <CaptchaField formName="signUp" captcha={captcha} />
      {invitedWith ? (
        <Typography.Paragraph type="secondary" data-testid="signup-invite-code">
          {t('auth.invitedWith', { code: invitedWith })}
        </Typography.Paragraph>
      ) : null}
      <Button type="primary" htmlType="submit" block loading={register.isPending}>
        {t('auth.createAccountButton')}
      </Button>
    </Form>
  );
}
