import { CalendarOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type SaveTradeFair, SaveTradeFairSchema, SCHEDULE_LIMITS, type TradeFair } from '@sc/contract';
import { App, Button, DatePicker, Empty, Form, Input, Modal, Select, Skeleton, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { applyFormError } from '../../../lib/applyFormError';
import { countryOptions } from '../../../lib/countryOptions';
import { ISO_DATE, PICKER_DATE_FORMATS } from '../../../lib/expiryDate';
import { formatDate } from '../../../lib/formatDate';
import { langTag } from '../../../lib/language';
import { regionName } from '../../../lib/regionName';
import { useLanguage } from '../../../lib/useLanguage';
import { zodRule } from '../../../lib/zodRule';
import { useDeleteFair, useFairs, useSaveFair } from '../api/useSchedule';
import styles from './TradeFairsEditor.module.css';

type FairValues = {
  name: string;
  city: string;
  country: string;
  dates: [Dayjs, Dayjs] | null;
  booth?: string;
  website?: string;
};

const shape = SaveTradeFairSchema.shape;

const toValues = (fair: TradeFair | null): Partial<FairValues> =>
  fair
    ? {
        name: fair.name,
        city: fair.city,
        country: fair.country,
        dates: [dayjs(fair.startsOn), dayjs(fair.endsOn)],
        booth: fair.booth ?? '',
        website: fair.website ?? '',
      }
    : { dates: null };

/** The trade fairs the company attends: buyers see coming ones on the showroom. */
export function TradeFairsEditor() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const { modal } = App.useApp();
  const localeTag = langTag(lang);
  const fairs = useFairs();
  const save = useSaveFair();
  const remove = useDeleteFair();
  const [form] = Form.useForm<FairValues>();
  const [editing, setEditing] = useState<TradeFair | 'new' | null>(null);
  const countries = useMemo(() => countryOptions(localeTag), [localeTag]);
  const isFull = (fairs.data?.length ?? 0) >= SCHEDULE_LIMITS.maxFairs;

  async function handleSave() {
    const values = await form.validateFields().catch(() => null);
    if (!values?.dates) return;
    const input: SaveTradeFair = {
      ...(editing && editing !== 'new' ? { id: editing.id } : {}),
      name: values.name,
      city: values.city,
      country: values.country as SaveTradeFair['country'],
      startsOn: values.dates[0].format(ISO_DATE),
      endsOn: values.dates[1].format(ISO_DATE),
      booth: values.booth ?? null,
      website: values.website ?? null,
    };
    try {
      await save.mutateAsync(input);
      setEditing(null);
    } catch (error) {
      applyFormError(form, error, {});
    }
  }

  function confirmDelete(fair: TradeFair) {
    modal.confirm({
      title: t('company.images.deleteConfirm'),
      content: fair.name,
      okText: t('company.images.delete'),
      okButtonProps: { danger: true },
      cancelText: t('company.images.cancel'),
      onOk: () => remove.mutateAsync(fair.id),
    });
  }

  let list: React.ReactNode;
  if (fairs.isPending) list = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (!fairs.data)
    list = <LoadError title={t('company.fairs.loadError')} onRetry={() => void fairs.refetch()} />;
  else if (fairs.data.length === 0) list = <Empty description={t('company.fairs.empty')} />;
  else
    list = (
      <ul className={styles.list}>
        {fairs.data.map((fair) => (
          <li key={fair.id} className={styles.item} data-testid="trade-fair">
            <CalendarOutlined className={styles.icon} aria-hidden="true" />
            <div className={styles.text}>
              <strong className={styles.name}>
                {fair.name} {fair.isPast ? <Tag>{t('company.fairs.past')}</Tag> : null}
              </strong>
              <span className={styles.meta}>
                {formatDate(fair.startsOn, localeTag)} – {formatDate(fair.endsOn, localeTag)} · {fair.city},{' '}
                {regionName(fair.country, localeTag)}
                {fair.booth ? ` · ${t('company.fairs.boothValue', { booth: fair.booth })}` : ''}
              </span>
              {fair.website ? (
                <a href={fair.website} target="_blank" rel="noopener noreferrer" className={styles.link}>
                  {fair.website}
                </a>
              ) : null}
            </div>
            <span className={styles.actions}>
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={t('company.fairs.editNamed', { name: fair.name })}
                onClick={() => {
                  form.setFieldsValue(toValues(fair));
                  setEditing(fair);
                }}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('company.fairs.deleteNamed', { name: fair.name })}
                onClick={() => confirmDelete(fair)}
              />
            </span>
          </li>
        ))}
      </ul>
    );

  return (
    <section className={styles.card} aria-labelledby="trade-fairs">
      <div className={styles.head}>
        <Typography.Title level={5} id="trade-fairs" className={styles.title}>
          {t('company.fairs.title')}
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={isFull}
          onClick={() => {
            form.resetFields();
            setEditing('new');
          }}
          data-testid="fair-add"
        >
          {t('company.fairs.add')}
        </Button>
      </div>
      <Typography.Paragraph type="secondary">
        {t('company.fairs.hint', { max: SCHEDULE_LIMITS.maxFairs })}
      </Typography.Paragraph>
      {list}
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('company.fairs.add') : t('company.fairs.edit')}
        okText={t('company.fairs.save')}
        onOk={() => void handleSave()}
        onCancel={() => setEditing(null)}
        confirmLoading={save.isPending}
        forceRender
      >
        <Form<FairValues> form={form} layout="vertical" name="fair">
          <Form.Item name="name" label={t('company.fairs.name')} required rules={[zodRule(shape.name)]}>
            <Input maxLength={SCHEDULE_LIMITS.fairNameMax} placeholder={t('company.fairs.namePlaceholder')} />
          </Form.Item>
          <Form.Item
            name="dates"
            label={t('company.fairs.dates')}
            required
            rules={[{ required: true, message: t('validation.fairStartRequired') }]}
          >
            <DatePicker.RangePicker format={[PICKER_DATE_FORMATS[lang], ISO_DATE]} className={styles.full} />
          </Form.Item>
          <Form.Item name="city" label={t('company.fairs.city')} required rules={[zodRule(shape.city)]}>
            <Input maxLength={SCHEDULE_LIMITS.cityMax} />
          </Form.Item>
          <Form.Item
            name="country"
            label={t('companyField.country')}
            required
            rules={[zodRule(shape.country)]}
          >
            <Select options={countries} showSearch optionFilterProp="label" />
          </Form.Item>
          <Form.Item name="booth" label={t('company.fairs.booth')} rules={[zodRule(shape.booth)]}>
            <Input maxLength={SCHEDULE_LIMITS.boothMax} />
          </Form.Item>
          <Form.Item name="website" label={t('company.fairs.website')} rules={[zodRule(shape.website)]}>
            <Input maxLength={SCHEDULE_LIMITS.websiteMax} placeholder="https://" inputMode="url" />
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
