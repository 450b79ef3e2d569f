import { type FileRef, RFQ_LIMITS } from '@sc/contract';
import type { UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../../components/FileUploadField';
import { uploadRfqAttachment } from '../../api/uploadRfqAttachment';

type RfqAttachmentsFieldProps = {
  id?: string;
  value?: UploadFile<FileRef>[];
  onChange?: (value: UploadFile<FileRef>[]) => void;
};

/** Up to five pictures or PDFs (5 MB each), each uploaded as it is picked, with its progress. */
export function RfqAttachmentsField(props: RfqAttachmentsFieldProps) {
  const { t } = useTranslation();
  return (
    <FileUploadField
      {...props}
      listType="picture"
      upload={uploadRfqAttachment}
      maxFiles={RFQ_LIMITS.attachmentsMax}
      maxBytes={RFQ_LIMITS.attachmentMaxBytes}
      texts={{
        button: t('buyerRfq.form.attach'),
        tooMany: t('buyerRfq.form.tooManyFiles'),
        tooLarge: (name) => t('buyerRfq.form.fileTooLarge', { name }),
        wrongType: (name) => t('buyerRfq.form.fileType', { name }),
      }}
    />
  );
}
