import { type BusinessHours, BusinessHoursSchema, WEEKDAYS } from '@sc/contract';
import { Alert, Button, Checkbox, Col, Form, Row, Select, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { applyFormError } from '../../../lib/applyFormError';
import { showSuccessMessage } from '../../../lib/feedback';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { weekdayName } from '../../../lib/weekdays';
import { zodRule } from '../../../lib/zodRule';
import { useBusinessHours, useSaveBusinessHours } from '../api/useSchedule';
import styles from './TradeFairsEditor.module.css';

const shape = BusinessHoursSchema.shape;
/** Every half hour of the day, 00:00 … 23:30. */
const TIMES = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
}

/** The time in a zone now, HH:MM. */
function localTimeIn(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date());
  } catch {
    return '';
  }
}

/** The company's business hours and time zone (time/selectByTime), shown to buyers with its local time. */
export function BusinessHoursForm() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const localeTag = langTag(lang);
  const hours = useBusinessHours();
  const save = useSaveBusinessHours();
  const [form] = Form.useForm<BusinessHours>();
  const zone = Form.useWatch('timeZone', form);
  const zones = useMemo(() => timeZones().map((value) => ({ value, label: value.replaceAll('_', ' ') })), []);
  // Re-renders every half minute so the local time shown stays current.
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), 30_000);
    return () => clearInterval(timer);
  }, []);

  if (hours.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!hours.data)
    return <LoadError title={t('company.hours.loadError')} onRetry={() => void hours.refetch()} />;

  async function handleFinish(values: BusinessHours) {
    try {
      await save.mutateAsync(values);
      showSuccessMessage(t('company.hours.saved'));
    } catch (error) {
      applyFormError(form, error);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="business-hours">
      <Typography.Title level={5} id="business-hours" className={styles.title}>
        {t('company.hours.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('company.hours.hint')}</Typography.Paragraph>
      {hours.data.isDefault ? <Alert type="info" showIcon title={t('company.hours.defaults')} /> : null}
      <Form<BusinessHours>
        form={form}
        layout="vertical"
        initialValues={hours.data.hours as BusinessHours}
        onFinish={(values) => void handleFinish(values)}
        className={styles.hoursForm}
      >
        <Form.Item
          name="timeZone"
          label={t('company.hours.timeZone')}
          required
          rules={[zodRule(shape.timeZone)]}
          extra={zone ? t('company.hours.localNow', { time: localTimeIn(zone) }) : null}
        >
          <Select options={zones} showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="days" label={t('company.hours.days')} required rules={[zodRule(shape.days)]}>
          <Checkbox.Group
            options={WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day, localeTag) }))}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={12} md={8}>
            <Form.Item
              name="opensAt"
              label={t('company.hours.opensAt')}
              required
              rules={[zodRule(shape.opensAt)]}
            >
              <Select options={TIMES.map((value) => ({ value, label: value }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="closesAt"
              label={t('company.hours.closesAt')}
              required
              dependencies={['opensAt']}
              rules={[
                zodRule(shape.closesAt),
                ({ getFieldValue }) => ({
                  validator: async (_rule, value: string) => {
                    if (value && value <= getFieldValue('opensAt'))
                      throw new Error(t('validation.closesAfterOpens'));
                  },
                }),
              ]}
            >
              <Select options={TIMES.map((value) => ({ value, label: value }))} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="hours-save">
          {t('company.hours.save')}
        </Button>
      </Form>
    </section>
  );
}
