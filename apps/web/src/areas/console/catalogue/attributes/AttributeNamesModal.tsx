import { AttributeNameSchema, type AttributeOption } from '@sc/contract';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../lib/zodRule';

const NAME_LANGS = ['en', 'zh', 'ja'] as const;
type Names = Record<(typeof NAME_LANGS)[number], string>;

type AttributeNamesModalProps = {
  option: AttributeOption | null;
  isSaving: boolean;
  onSave: (names: { en: string | null; zh: string | null; ja: string | null }) => void;
  onCancel: () => void;
};

/** Names one code in English, Chinese and Japanese; an empty name falls back to the built-in one. */
export function AttributeNamesModal({ option, isSaving, onSave, onCancel }: AttributeNamesModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Names>();
  return (
    <Modal
      open={option !== null}
      title={option ? t('consoleOverview.attributes.editTitle', { code: option.value }) : null}
      okText={t('consoleOverview.attributes.save')}
      confirmLoading={isSaving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      forceRender
    >
      {option ? (
        <Form<Names>
          form={form}
          layout="vertical"
          name="attributeNames"
          initialValues={{
            en: option.names.en ?? '',
            zh: option.names.zh ?? '',
            ja: option.names.ja ?? '',
          }}
          onFinish={(values) =>
            onSave({
              en: values.en.trim() || null,
              zh: values.zh.trim() || null,
              ja: values.ja.trim() || null,
            })
          }
        >
          <Typography.Paragraph type="secondary">
            {t('consoleOverview.attributes.namesHint')}
          </Typography.Paragraph>
          {NAME_LANGS.map((lang) => (
            <Form.Item
              key={lang}
              name={lang}
              label={t(`consoleOverview.attributes.lang.${lang}`)}
              extra={t('consoleOverview.attributes.builtIn', { name: option.builtIn[lang] })}
              rules={[zodRule(AttributeNameSchema)]}
            >
              <Input placeholder={option.builtIn[lang]} allowClear />
            </Form.Item>
          ))}
        </Form>
      ) : null}
    </Modal>
  );
}
