import {
  AUDIENCE_PLANS,
  CHANGE_KINDS,
  CONTENT_LANGS,
  type ContentItem,
  type ContentKind,
  type ContentLang,
  FAQ_CATEGORIES,
  MAIN_CATEGORIES,
  NOTICE_PRIORITIES,
  NOTICE_TYPES,
} from '@sc/contract';
import {
  Alert,
  Button,
  DatePicker,
  Drawer,
  Form,
  Input,
  Select,
  Space,
  Switch,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownText } from '../../../components/MarkdownText';
import { useAudienceCount, useSaveContent } from '../../../features/home/api/consoleContentApi';
import { isApiError } from '../../../lib/ApiError';
import { countryOptions } from '../../../lib/countryOptions';
import { showErrorMessage, showSuccessMessage } from '../../../lib/feedback';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';

type Texts = Record<ContentLang, string>;
type Values = {
  title: Texts;
  body: Texts;
  publishAt: Dayjs | null;
  expiresAt: Dayjs | null;
  noticeType: string | null;
  priority: string;
  pinned: boolean;
  plan: string;
  countries: string[];
  categories: string[];
  changeKind: string | null;
  faqCategory: string | null;
};

const texts = (value?: { en: string; zh: string | null; ja: string | null }): Texts => ({
  en: value?.en ?? '',
  zh: value?.zh ?? '',
  ja: value?.ja ?? '',
});

function initialValues(item: ContentItem | null): Values {
  return {
    title: texts(item?.title),
    body: texts(item?.body),
    publishAt: item?.state === 'scheduled' && item.publishAt ? dayjs(item.publishAt) : null,
    expiresAt: item?.expiresAt ? dayjs(item.expiresAt) : null,
    noticeType: item?.noticeType ?? null,
    priority: item?.priority ?? 'info',
    pinned: item?.pinned ?? false,
    plan: item?.audience.plan ?? 'all',
    countries: item?.audience.countries ?? [],
    categories: item?.audience.categories ?? [],
    changeKind: item?.changeKind ?? null,
    faqCategory: item?.faqCategory ?? null,
  };
}

type Props = { kind: ContentKind; item: ContentItem | null; isOpen: boolean; onClose: () => void };

/**
 * Writes or changes a notice, What's New entry or FAQ article: a tab per language with a preview,
 * what is still untranslated, schedule, and (notices) the audience with the companies it reaches.
 */
export function ContentEditor({ kind, item, isOpen, onClose }: Props) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const [form] = Form.useForm<Values>();
  const save = useSaveContent();
  const watched = Form.useWatch([], form) as Values | undefined;
  const countries = useMemo(() => countryOptions(langTag(lang)), [lang]);
  const audience = useAudienceCount({
    plan: (watched?.plan ?? 'all') as 'all',
    countries: (watched?.countries ?? []) as ['AU'],
    categories: (watched?.categories ?? []) as ['food_beverage'],
  });
  const hasBody = kind !== 'whatsNew';
  const missing = CONTENT_LANGS.filter(
    (code) => !watched?.title?.[code]?.trim() || (hasBody && !watched?.body?.[code]?.trim()),
  );

  async function submit(publish: boolean) {
    const values = form.getFieldsValue(true) as Values;
    try {
      await save.mutateAsync({
        ...(item ? { seriesId: item.seriesId } : {}),
        kind,
        title: values.title,
        body: hasBody ? values.body : { en: '' },
        publishAt: values.publishAt ? values.publishAt.toISOString() : null,
        expiresAt: values.expiresAt ? values.expiresAt.toISOString() : null,
        ...(kind === 'notice'
          ? {
              noticeType: values.noticeType as 'system',
              priority: values.priority as 'info',
              pinned: values.pinned,
              audience: {
                plan: values.plan as 'all',
                countries: values.countries as ['AU'],
                categories: values.categories as ['food_beverage'],
              },
            }
          : {}),
        ...(kind === 'whatsNew' ? { changeKind: values.changeKind as 'new' } : {}),
        ...(kind === 'faq' ? { faqCategory: values.faqCategory as 'chat' } : {}),
        publish,
      });
      showSuccessMessage(t(publish ? 'contentConsole.published' : 'contentConsole.saved'));
      onClose();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length) {
        form.setFields(
          Object.entries(error.fields).map(([path, message]) => ({
            name: path.split('.') as never,
            errors: [message],
          })),
        );
      } else if (isApiError(error)) showErrorMessage(error.msg);
    }
  }

  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      size={720}
      destroyOnHidden
      title={t(item ? 'contentConsole.edit' : 'contentConsole.create')}
      extra={
        <Space>
          <Button loading={save.isPending} onClick={() => void submit(false)}>
            {t('contentConsole.saveDraft')}
          </Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit(true)}>
            {t('contentConsole.publish')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={initialValues(item)} preserve={false}>
        <Space wrap style={{ marginBottom: 12 }}>
          {missing.length ? (
            <Tag color="orange" data-testid="missing-langs">
              {t('contentConsole.missing', {
                langs: missing.map((code) => t(`contentConsole.languages.${code}`)).join(', '),
              })}
            </Tag>
          ) : (
            <Tag color="green">{t('contentConsole.complete')}</Tag>
          )}
        </Space>
        <Tabs
          items={CONTENT_LANGS.map((code) => ({
            key: code,
            label: t(`contentConsole.languages.${code}`),
            forceRender: true,
            children: (
              <>
                <Form.Item
                  name={['title', code]}
                  label={t(hasBody ? 'contentConsole.fields.title' : 'contentConsole.fields.text')}
                >
                  <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={160} showCount />
                </Form.Item>
                {hasBody ? (
                  <>
                    <Form.Item name={['body', code]} label={t('contentConsole.fields.body')}>
                      <Input.TextArea autoSize={{ minRows: 6, maxRows: 18 }} />
                    </Form.Item>
                    <Typography.Text type="secondary">{t('contentConsole.fields.preview')}</Typography.Text>
                    <div
                      style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12, marginBottom: 16 }}
                    >
                      <MarkdownText text={watched?.body?.[code] || ''} />
                    </div>
                  </>
                ) : null}
              </>
            ),
          }))}
        />
        {kind === 'notice' ? (
          <>
            <Space wrap size={16}>
              <Form.Item name="noticeType" label={t('contentConsole.fields.noticeType')}>
                <Select
                  style={{ minWidth: 180 }}
                  options={NOTICE_TYPES.map((value) => ({ value, label: t(`home.noticeType.${value}`) }))}
                />
              </Form.Item>
              <Form.Item name="priority" label={t('contentConsole.fields.priority')}>
                <Select
                  style={{ minWidth: 140 }}
                  options={NOTICE_PRIORITIES.map((value) => ({ value, label: t(`home.priority.${value}`) }))}
                />
              </Form.Item>
              <Form.Item name="pinned" label={t('contentConsole.fields.pinned')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Space>
            <Typography.Title level={5}>{t('contentConsole.fields.audience')}</Typography.Title>
            <Form.Item name="plan" label={t('contentConsole.fields.plan')}>
              <Select
                options={AUDIENCE_PLANS.map((value) => ({
                  value,
                  label: t(`contentConsole.plans.${value}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="countries" label={t('contentConsole.fields.countries')}>
              <Select
                mode="multiple"
                optionFilterProp="label"
                options={countries.map((c) => ({ value: c.value, label: c.label }))}
              />
            </Form.Item>
            <Form.Item name="categories" label={t('contentConsole.fields.categories')}>
              <Select
                mode="multiple"
                options={MAIN_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) }))}
              />
            </Form.Item>
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              data-testid="audience-count"
              title={t('contentConsole.reaches', { count: audience.data?.suppliers ?? 0 })}
            />
          </>
        ) : null}
        {kind === 'whatsNew' ? (
          <Form.Item name="changeKind" label={t('contentConsole.fields.changeKind')}>
            <Select
              options={CHANGE_KINDS.map((value) => ({ value, label: t(`home.whatsNew.kind.${value}`) }))}
            />
          </Form.Item>
        ) : null}
        {kind === 'faq' ? (
          <Form.Item name="faqCategory" label={t('contentConsole.fields.faqCategory')}>
            <Select
              options={FAQ_CATEGORIES.map((value) => ({ value, label: t(`home.faqCategory.${value}`) }))}
            />
          </Form.Item>
        ) : null}
        <Space wrap size={16}>
          <Form.Item name="publishAt" label={t('contentConsole.fields.publishAt')}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item name="expiresAt" label={t('contentConsole.fields.expiresAt')}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
        </Space>
      </Form>
    </Drawer>
  );
}
