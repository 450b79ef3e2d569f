import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import {
  type FileRef,
  type SaveSignature,
  SaveSignatureSchema,
  SIGNATURE_LIMITS,
  signatureCalls,
} from '@sc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Radio, Skeleton, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { isApiError } from '../../../lib/ApiError';
import { applyFormError } from '../../../lib/applyFormError';
import { showErrorMessage, showSuccessMessage } from '../../../lib/feedback';
import { apiCall } from '../../../lib/http';
import { checkImageFile, readFileHead } from '../../../lib/imageFileCheck';
import { uploadFile } from '../../../lib/uploadFile';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { zodRule } from '../../../lib/zodRule';
import { companyKeys } from '../api/companyKeys';
import { useCompany } from '../api/useCompany';
import styles from './SignatureForm.module.css';

type Values = { signatoryName: string; signatoryTitle: string; mode: 'typed' | 'image' };
const shape = SaveSignatureSchema.shape;
const signatureKey = [...companyKeys.all, 'signature'] as const;

/** A picture slot (signature or stamp): upload, preview, remove; files are checked before sending. */
function PictureSlot({
  label,
  file,
  onChange,
  testId,
}: {
  label: string;
  file: FileRef | null;
  onChange: (file: FileRef | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  async function send(picked: File) {
    setProblem(null);
    const reason = checkImageFile(picked, picked.size > 0 ? await readFileHead(picked) : undefined);
    if (reason) return setProblem(t(reason));
    setIsBusy(true);
    try {
      onChange(await uploadFile(picked, 'signature'));
    } catch (error) {
      setProblem(isApiError(error) ? error.msg : t('http.apiError'));
    } finally {
      setIsBusy(false);
    }
  }
  return (
    <div className={styles.slot}>
      <span className={styles.slotLabel}>{label}</span>
      <div className={styles.slotRow}>
        {file ? <img src={file.thumbUrl ?? file.url} alt={label} className={styles.slotImage} /> : null}
        <Upload
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          showUploadList={false}
          beforeUpload={(picked) => {
            void send(picked);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={isBusy} data-testid={testId}>
            {file ? t('company.signature.replace') : t('company.signature.upload')}
          </Button>
        </Upload>
        {file ? (
          <Button icon={<DeleteOutlined />} onClick={() => onChange(null)}>
            {t('company.signature.remove')}
          </Button>
        ) : null}
      </div>
      {problem ? (
        <div role="alert" className={styles.problem}>
          {problem}
        </div>
      ) : null}
    </div>
  );
}

/**
 * supplier/signature: who signs the company's quotations, with a typed name or a picture of the
 * signature and an optional stamp, and a preview of the block as the PDF prints it.
 */
export function SignatureForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const company = useCompany();
  const signature = useQuery({
    queryKey: signatureKey,
    queryFn: ({ signal }) => apiCall(signatureCalls.get, {}, { overlay: false, notify: false, signal }),
  });
  const save = useMutation({
    mutationFn: (input: SaveSignature) =>
      apiCall(signatureCalls.save, input, { overlay: false, notify: false }),
    onSuccess: (saved) => queryClient.setQueryData(signatureKey, saved),
  });
  const [form] = Form.useForm<Values>();
  useRevalidateOnLanguageChange(form);
  const [image, setImage] = useState<FileRef | null | undefined>(undefined);
  const [stamp, setStamp] = useState<FileRef | null | undefined>(undefined);
  const name = Form.useWatch('signatoryName', form);
  const title = Form.useWatch('signatoryTitle', form);
  const mode = Form.useWatch('mode', form);

  if (signature.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (!signature.data)
    return <LoadError title={t('company.signature.loadError')} onRetry={() => void signature.refetch()} />;
  const current = signature.data;
  const shownImage = image === undefined ? current.signatureImage : image;
  const shownStamp = stamp === undefined ? current.stamp : stamp;

  async function handleFinish(values: Values) {
    if (values.mode === 'image' && !shownImage) {
      showErrorMessage(t('validation.signatureImageRequired'));
      return;
    }
    try {
      await save.mutateAsync({
        ...values,
        signatureFileId: values.mode === 'image' ? (shownImage?.fileId ?? null) : null,
        stampFileId: shownStamp?.fileId ?? null,
      });
      showSuccessMessage(t('company.signature.saved'));
    } catch (error) {
      applyFormError(form, error);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="signature-title">
      <Typography.Title level={5} id="signature-title" className={styles.title}>
        {t('company.signature.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('company.signature.hint')}</Typography.Paragraph>
      <div className={styles.columns}>
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{
            signatoryName: current.signatoryName,
            signatoryTitle: current.signatoryTitle,
            mode: current.mode,
          }}
          onFinish={(values) => void handleFinish(values)}
          className={styles.form}
        >
          <Form.Item
            name="signatoryName"
            label={t('company.signature.name')}
            required
            rules={[zodRule(shape.signatoryName)]}
          >
            <Input maxLength={SIGNATURE_LIMITS.nameMax} />
          </Form.Item>
          <Form.Item
            name="signatoryTitle"
            label={t('company.signature.jobTitle')}
            required
            rules={[zodRule(shape.signatoryTitle)]}
          >
            <Input
              maxLength={SIGNATURE_LIMITS.titleMax}
              placeholder={t('company.signature.jobTitlePlaceholder')}
            />
          </Form.Item>
          <Form.Item name="mode" label={t('company.signature.how')}>
            <Radio.Group
              options={[
                { value: 'typed', label: t('company.signature.typed') },
                { value: 'image', label: t('company.signature.image') },
              ]}
            />
          </Form.Item>
          {mode === 'image' ? (
            <PictureSlot
              label={t('company.signature.picture')}
              file={shownImage}
              onChange={setImage}
              testId="signature-upload"
            />
          ) : null}
          <PictureSlot
            label={t('company.signature.stamp')}
            file={shownStamp}
            onChange={setStamp}
            testId="stamp-upload"
          />
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="signature-save">
            {t('company.signature.save')}
          </Button>
        </Form>
        <figure className={styles.preview} aria-label={t('company.signature.preview')}>
          <figcaption className={styles.previewLabel}>{t('company.signature.preview')}</figcaption>
          <span className={styles.onBehalf}>{t('pdf.onBehalf', { company: company.data?.name ?? '' })}</span>
          <div className={styles.mark}>
            {mode === 'image' && shownImage ? (
              <img src={shownImage.thumbUrl ?? shownImage.url} alt="" className={styles.markImage} />
            ) : (
              <span className={styles.typed} data-testid="signature-preview-name">
                {name}
              </span>
            )}
            {shownStamp ? (
              <img src={shownStamp.thumbUrl ?? shownStamp.url} alt="" className={styles.stamp} />
            ) : null}
          </div>
          <span className={styles.line} />
          <strong>{name}</strong>
          <span className={styles.muted}>{title}</span>
        </figure>
      </div>
    </section>
  );
}
