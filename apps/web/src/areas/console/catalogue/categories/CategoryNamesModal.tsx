import { CATALOGUE_LIMITS, type CategoryNames, CategoryNamesSchema } from '@sc/contract';
import { Button, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../../lib/applyFormError';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../../lib/paths';
import { useViewportWidth } from '../../../../lib/useViewportWidth';
import { zodRule } from '../../../../lib/zodRule';

const LANGS = ['en', 'zh', 'ja'] as const;
const LABELS = {
  en: 'consoleCatalogue.categories.nameEn',
  zh: 'consoleCatalogue.categories.nameZh',
  ja: 'consoleCatalogue.categories.nameJa',
} as const;

type CategoryNamesModalProps = {
  isOpen: boolean;
  title: string;
  initial: CategoryNames;
  isSaving: boolean;
  /** Saves the names; a refusal with field errors lands on the fields (`names.en`…). */
  onSave: (names: CategoryNames) => Promise<unknown>;
  onClose: () => void;
};

/** A category's name in English, Chinese and Japanese (a new sub-category, or a rename). */
export function CategoryNamesModal({
  isOpen,
  title,
  initial,
  isSaving,
  onSave,
  onClose,
}: CategoryNamesModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ names: CategoryNames }>();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;

  async function handleFinish(values: { names: CategoryNames }) {
    try {
      await onSave({ en: values.names.en.trim(), zh: values.names.zh.trim(), ja: values.names.ja.trim() });
      onClose();
    } catch (error) {
      applyFormError(form, error);
    }
  }

  return (
    <Modal
      open={isOpen}
      onCancel={onClose}
      destroyOnHidden
      width={isMobile ? '100%' : 480}
      title={title}
      footer={
        <Space>
          <Button onClick={onClose}>{t('consoleCatalogue.cancel')}</Button>
          <Button type="primary" htmlType="submit" form="console-category" loading={isSaving}>
            {t('consoleCatalogue.save')}
          </Button>
        </Space>
      }
    >
      <Form<{ names: CategoryNames }>
        id="console-category"
        form={form}
        layout="vertical"
        initialValues={{ names: initial }}
        onFinish={(values) => void handleFinish(values)}
      >
        {LANGS.map((lang) => (
          <Form.Item
            key={lang}
            name={['names', lang]}
            label={t(LABELS[lang])}
            required
            rules={[zodRule(CategoryNamesSchema.shape[lang])]}
          >
            <Input maxLength={CATALOGUE_LIMITS.categoryNameMax} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
