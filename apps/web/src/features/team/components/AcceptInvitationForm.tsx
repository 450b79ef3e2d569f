import {
  type AcceptInvitation,
  AcceptInvitationSchema,
  ErrorCode,
  type InvitationDetails,
  JOB_TITLES,
  type LoginTokenResult,
  PERSON_TITLES,
} from '@sc/contract';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/ApiError';
import { applyFormError } from '../../../lib/applyFormError';
import { translateUnchecked } from '../../../lib/i18n';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { sameAsRule, zodRule } from '../../../lib/zodRule';
import { useAcceptInvitation } from '../api/teamApi';

type AcceptValues = Omit<AcceptInvitation, 'token'>;

type AcceptInvitationFormProps = {
  token: string;
  invitation: InvitationDetails;
  onJoined: (session: LoginTokenResult) => void | Promise<void>;
  /** The link stopped working meanwhile (used, withdrawn, expired, email taken): the server's words. */
  onRefused: (message: string) => void;
};

const shape = AcceptInvitationSchema.shape;
const half = { xs: 24, sm: 12 } as const;
/** Refusals that concern the link, not a field: the page says so instead of the form. */
const LINK_REFUSALS: ReadonlySet<number> = new Set([
  ErrorCode.TEAM_INVITATION_INVALID,
  ErrorCode.EMAIL_TAKEN,
  ErrorCode.COMPANY_SUSPENDED,
]);

/**
 * The invited colleague's name, job title, title and password (the sign-up's rules, from the
 * contract); the email is the invitation's and cannot change.
 */
export function AcceptInvitationForm({ token, invitation, onJoined, onRefused }: AcceptInvitationFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AcceptValues>();
  const accept = useAcceptInvitation();
  useRevalidateOnLanguageChange(form);

  const jobTitleOptions = JOB_TITLES.map((value) => ({
    value,
    label: translateUnchecked(`jobTitle.${value}`),
  }));
  const personTitleOptions = PERSON_TITLES.map((value) => ({
    value,
    label: translateUnchecked(`personTitle.${value}`),
  }));

  async function handleFinish(values: AcceptValues) {
    const body: AcceptInvitation = { ...values, token };
    const parsed = AcceptInvitationSchema.safeParse(body);
    try {
      await onJoined(await accept.mutateAsync(parsed.success ? parsed.data : body));
    } catch (error) {
      if (isApiError(error) && LINK_REFUSALS.has(error.code)) onRefused(error.msg);
      else applyFormError(form, error);
    }
  }

  return (
    <Form<AcceptValues>
      form={form}
      name="acceptInvitation"
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={(values) => void handleFinish(values)}
    >
      <Form.Item label={t('team.accept.email')}>
        <Input value={invitation.email} disabled autoComplete="username" data-testid="invitation-email" />
      </Form.Item>
      <Form.Item name="name" label={t('auth.name')} rules={[zodRule(shape.name)]}>
        <Input placeholder={t('auth.namePlaceholder')} autoComplete="name" />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="jobTitle" label={t('auth.jobTitle')} rules={[zodRule(shape.jobTitle)]}>
            <Select options={jobTitleOptions} placeholder={t('auth.selectPlaceholder')} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="title" label={t('auth.personTitle')} rules={[zodRule(shape.title)]}>
            <Select options={personTitleOptions} placeholder={t('auth.selectPlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
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
      <Button type="primary" htmlType="submit" block loading={accept.isPending}>
        {t('team.accept.submit', { company: invitation.companyName })}
      </Button>
    </Form>
  );
}
