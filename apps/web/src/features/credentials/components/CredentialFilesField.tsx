import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { CREDENTIAL_LIMITS, type FileRef } from '@sc/contract';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/ApiError';
import { readFileHead } from '../../../lib/imageFileCheck';
import { uploadCredentialFile } from '../api/credentialsApi';
import { credentialFileProblem } from '../credentialForm';
import styles from './CredentialFilesField.module.css';

type CredentialFilesFieldProps = {
  id?: string;
  value?: UploadFile<FileRef>[];
  onChange?: (value: UploadFile<FileRef>[]) => void;
};

type Rejection = { uid: string; name: string; message: string };

/**
 * Up to five documents (PDF, JPG, PNG, 5 MB each), checked before anything is sent; each upload
 * shows its progress, refused files are listed with the reason and nothing already picked is lost.
 */
export function CredentialFilesField({ id, value = [], onChange }: CredentialFilesFieldProps) {
  const { t } = useTranslation();
  const [rejections, setRejections] = useState<Rejection[]>([]);
  const reject = (file: { uid: string; name: string }, message: string) =>
    setRejections((current) => [
      ...current.filter((item) => item.uid !== file.uid),
      { uid: file.uid, name: file.name, message },
    ]);

  const beforeUpload: UploadProps<FileRef>['beforeUpload'] = async (file, batch) => {
    if (file === batch[0]) setRejections([]);
    if (value.length + batch.indexOf(file) >= CREDENTIAL_LIMITS.filesMax) {
      reject(file, t('validation.credentialFilesMax'));
      return Upload.LIST_IGNORE;
    }
    const problem = credentialFileProblem(file, file.size > 0 ? await readFileHead(file) : undefined);
    if (problem) {
      reject(
        file,
        t(problem === 'size' ? 'credentials.fileTooLarge' : 'credentials.fileType', { name: file.name }),
      );
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps<FileRef>['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const blob = file as File;
    uploadCredentialFile(blob, { onProgress: (percent) => onProgress?.({ percent }) })
      .then((ref) => onSuccess?.(ref))
      .catch((error: unknown) => {
        const message = isApiError(error) ? error.msg : t('http.apiError');
        reject({ uid: (file as UploadFile).uid, name: blob.name }, message);
        onError?.(error instanceof Error ? error : new Error(message));
      });
  };

  const handleChange: UploadProps<FileRef>['onChange'] = ({ fileList }) => {
    onChange?.(
      fileList
        .filter((item) => item.status !== 'error')
        .map((item) =>
          item.status === 'done' && item.response ? { ...item, url: item.response.url } : item,
        ),
    );
  };

  return (
    <div className={styles.field}>
      <Upload<FileRef>
        id={id}
        multiple
        accept={{ format: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png', filter: 'native' }}
        fileList={value}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        iconRender={() => <PaperClipOutlined />}
      >
        {value.length >= CREDENTIAL_LIMITS.filesMax ? null : (
          <Button icon={<UploadOutlined />}>{t('credentials.uploadButton')}</Button>
        )}
      </Upload>
      {rejections.length > 0 ? (
        <ul className={styles.rejections} role="alert">
          {rejections.map((item) => (
            <li key={item.uid}>{item.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
