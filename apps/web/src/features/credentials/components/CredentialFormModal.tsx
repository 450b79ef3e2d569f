import {
  CREDENTIAL_LIMITS,
  CREDENTIAL_TYPES,
  type Credential,
  type CredentialType,
  type FileRef,
} from '@sc/contract';
import { DatePicker, Form, Input, Modal, Select, Typography, type UploadFile } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../lib/applyFormError';
import { ISO_DATE, PICKER_DATE_FORMATS } from '../../../lib/expiryDate';
import { showSuccessMessage } from '../../../lib/feedback';
import { translateUnchecked } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/useLanguage';
import { useSubmitCredential } from '../api/credentialsApi';
import { type CredentialFormValues, credentialFieldIssues, toSubmitInput } from '../credentialForm';
import { CredentialFilesField } from './CredentialFilesField';
import styles from './CredentialFormModal.module.css';

type CredentialFormModalProps = {
  isOpen: boolean;
  /** A new version of this credential (its type stays), or a new credential when null. */
  series: Credential | null;
  onClose: () => void;
};

type Values = {
  type?: CredentialType;
  issuer: string;
  certificateNumber: string;
  issuedOn?: Dayjs | null;
  expiresOn?: Dayjs | null;
  scope: string;
  description: string;
  files: UploadFile<FileRef>[];
};

const iso = (value: Dayjs | null | undefined) => (value ? value.format(ISO_DATE) : '');

function toFormValues(values: Values): CredentialFormValues {
  return {
    type: values.type,
    issuer: values.issuer ?? '',
    certificateNumber: values.certificateNumber ?? '',
    issuedOn: iso(values.issuedOn),
    expiresOn: iso(values.expiresOn),
    scope: values.scope ?? '',
    description: values.description ?? '',
    fileIds: (values.files ?? []).flatMap((file) =>
      file.status === 'done' && file.response ? [file.response.fileId] : [],
    ),
  };
}

/**
 * Adds a credential, or a new version of one, for review: the contract's schema checks the form
 * before it is sent (same words as the server); files upload as they are picked.
 */
export function CredentialFormModal({ isOpen, series, onClose }: CredentialFormModalProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const [form] = Form.useForm<Values>();
  const submit = useSubmitCredential();
  const type = Form.useWatch('type', form);
  const isLicence = type === 'business_licence';

  async function handleOk() {
    const values = form.getFieldsValue(true) as Values;
    const input = toSubmitInput(toFormValues(values), series?.seriesId);
    const issues = credentialFieldIssues(input);
    const fields = Object.entries(issues).map(([field, key]) => ({
      name: field === 'fileIds' ? 'files' : field,
      errors: [translateUnchecked(key)],
    }));
    form.setFields(
      (
        [
          'type',
          'issuer',
          'certificateNumber',
          'issuedOn',
          'expiresOn',
          'scope',
          'description',
          'files',
        ] as const
      ).map((name) => ({ name, errors: fields.find((f) => f.name === name)?.errors ?? [] })),
    );
    if (fields.length > 0) return;
    if ((values.files ?? []).some((file) => file.status === 'uploading')) return;
    try {
      await submit.mutateAsync(input);
      showSuccessMessage(t('credentials.submitted'));
      onClose();
    } catch (error) {
      applyFormError(form, error, { 3650: 'files' });
    }
  }

  const title = series
    ? t('credentials.newVersionTitle', { type: t(`credentialType.${series.type}`) })
    : t('credentials.formTitle');

  return (
    <Modal
      open={isOpen}
      title={title}
      okText={t('credentials.submit')}
      onOk={() => void handleOk()}
      onCancel={onClose}
      confirmLoading={submit.isPending}
      destroyOnHidden
      width={640}
    >
      <Form<Values>
        form={form}
        name="credential"
        layout="vertical"
        preserve={false}
        initialValues={{
          type: series?.type,
          issuer: series?.issuer ?? '',
          certificateNumber: '',
          scope: series?.scope ?? '',
          description: '',
          files: [],
        }}
      >
        <Form.Item name="type" label={t('credentials.field.type')} required>
          <Select
            disabled={series !== null}
            options={CREDENTIAL_TYPES.map((value) => ({ value, label: t(`credentialType.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="issuer" label={t('credentials.field.issuer')} required>
          <Input maxLength={CREDENTIAL_LIMITS.issuerMax} />
        </Form.Item>
        <Form.Item name="certificateNumber" label={t('credentials.field.certificateNumber')} required>
          <Input maxLength={CREDENTIAL_LIMITS.numberMax} />
        </Form.Item>
        <div className={styles.dates}>
          <Form.Item name="issuedOn" label={t('credentials.field.issuedOn')} required className={styles.date}>
            <DatePicker
              className={styles.picker}
              format={[PICKER_DATE_FORMATS[lang], ISO_DATE]}
              disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            />
          </Form.Item>
          <Form.Item
            name="expiresOn"
            label={t('credentials.field.expiresOn')}
            required={!isLicence}
            extra={isLicence ? t('credentials.noExpiry') : undefined}
            className={styles.date}
          >
            <DatePicker
              className={styles.picker}
              disabled={isLicence}
              format={[PICKER_DATE_FORMATS[lang], ISO_DATE]}
              disabledDate={(day) => day.isBefore(dayjs(), 'day')}
            />
          </Form.Item>
        </div>
        <Form.Item name="scope" label={t('credentials.field.scope')}>
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={CREDENTIAL_LIMITS.scopeMax}
            showCount
          />
        </Form.Item>
        <Form.Item
          name="files"
          label={t('credentials.field.files')}
          required
          extra={t('credentials.filesHint')}
        >
          <CredentialFilesField />
        </Form.Item>
        <Form.Item name="description" label={t('credentials.field.description')}>
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={CREDENTIAL_LIMITS.descriptionMax}
            showCount
          />
        </Form.Item>
        {series?.rejectReason ? (
          <Typography.Paragraph type="secondary">
            {t('credentials.reason', { reason: t(`credentialRejectReason.${series.rejectReason}`) })}
          </Typography.Paragraph>
        ) : null}
      </Form>
    </Modal>
  );
}
