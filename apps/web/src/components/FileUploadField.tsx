import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { FileRef } from '@sc/contract';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/ApiError';
import { documentFileProblem } from '../lib/documentFileCheck';
import { readFileHead } from '../lib/imageFileCheck';
import styles from './FileUploadField.module.css';

export type UploadDocument = (
  file: Blob & { name?: string },
  options: { onProgress?: (percent: number) => void },
) => Promise<FileRef>;

type FileUploadFieldProps = {
  id?: string;
  value?: UploadFile<FileRef>[];
  onChange?: (value: UploadFile<FileRef>[]) => void;
  /** Sends one file to its upload address. */
  upload: UploadDocument;
  maxFiles: number;
  maxBytes: number;
  /** The words of the field: its button and why a file was refused. */
  texts: {
    button: string;
    tooMany: string;
    tooLarge: (name: string) => string;
    wrongType: (name: string) => string;
  };
  /** `picture` shows a thumbnail of each image. */
  listType?: 'text' | 'picture';
};

type Rejection = { uid: string; name: string; message: string };

/**
 * Documents (PDF, JPG, PNG) up to a count and a size, checked before anything is sent; each file
 * uploads as it is picked with its progress and can be removed; refused files are listed with the
 * reason and nothing already picked is lost.
 */
export function FileUploadField({
  id,
  value = [],
  onChange,
  upload,
  maxFiles,
  maxBytes,
  texts,
  listType = 'text',
}: FileUploadFieldProps) {
  const { t } = useTranslation();
  const [rejections, setRejections] = useState<Rejection[]>([]);
  const reject = (file: { uid: string; name: string }, message: string) =>
    setRejections((current) => [
      ...current.filter((item) => item.uid !== file.uid),
      { uid: file.uid, name: file.name, message },
    ]);

  const beforeUpload: UploadProps<FileRef>['beforeUpload'] = async (file, batch) => {
    if (file === batch[0]) setRejections([]);
    if (value.length + batch.indexOf(file) >= maxFiles) {
      reject(file, texts.tooMany);
      return Upload.LIST_IGNORE;
    }
    const problem = documentFileProblem(file, maxBytes, file.size > 0 ? await readFileHead(file) : undefined);
    if (problem) {
      reject(file, problem === 'size' ? texts.tooLarge(file.name) : texts.wrongType(file.name));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps<FileRef>['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const blob = file as File;
    upload(blob, { onProgress: (percent) => onProgress?.({ percent }) })
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
          item.status === 'done' && item.response
            ? { ...item, url: item.response.url, thumbUrl: item.response.thumbUrl ?? item.thumbUrl }
            : item,
        ),
    );
  };

  return (
    <div className={styles.field}>
      <Upload<FileRef>
        id={id}
        multiple
        listType={listType}
        accept={{ format: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png', filter: 'native' }}
        fileList={value}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        iconRender={listType === 'text' ? () => <PaperClipOutlined /> : undefined}
      >
        {value.length >= maxFiles ? null : <Button icon={<UploadOutlined />}>{texts.button}</Button>}
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
