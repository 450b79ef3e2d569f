import { CREDENTIAL_LIMITS, type FileRef } from '@sc/contract';
import type { UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../components/FileUploadField';
import { uploadCredentialFile } from '../api/credentialsApi';

type CredentialFilesFieldProps = {
  id?: string;
  value?: UploadFile<FileRef>[];
  onChange?: (value: UploadFile<FileRef>[]) => void;
};

/**
 * Up to five documents (PDF, JPG, PNG, 5 MB each), checked before anything is sent; each upload
 * shows its progress, refused files are listed with the reason and nothing already picked is lost.
 */
export function CredentialFilesField(props: CredentialFilesFieldProps) {
  const { t } = useTranslation();
  return (
    <FileUploadField
      {...props}
      upload={uploadCredentialFile}
      maxFiles={CREDENTIAL_LIMITS.filesMax}
      maxBytes={CREDENTIAL_LIMITS.fileMaxBytes}
      texts={{
        button: t('credentials.uploadButton'),
        tooMany: t('validation.credentialFilesMax'),
        tooLarge: (name) => t('credentials.fileTooLarge', { name }),
        wrongType: (name) => t('credentials.fileType', { name }),
      }}
    />
  );
}
