import { PlusOutlined } from '@ant-design/icons';
import { type FileRef, PRODUCT_LIMITS } from '@sc/contract';
import { Image, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/ApiError';
import { checkImageFile, readFileHead } from '../../../lib/imageFileCheck';
import { uploadFile } from '../../../lib/uploadFile';
import styles from './ProductImagesField.module.css';

/** Sends one picture and answers its stored file; reports progress in percent. */
export type ImageUploader = (file: File, onProgress: (percent: number) => void) => Promise<FileRef>;

const uploadProductImage: ImageUploader = (file, onProgress) =>
  uploadFile(file, 'productImage', { onProgress });

type ProductImagesFieldProps = {
  id?: string;
  value?: UploadFile<FileRef>[];
  onChange?: (value: UploadFile<FileRef>[]) => void;
  /** Where pictures go: a supplier's product images by default (the console passes its own). */
  upload?: ImageUploader;
};

type Rejection = { uid: string; name: string; message: string };

/**
 * Up to five product images as picture cards: JPG/PNG and 5 MB are checked before anything is
 * sent, each upload shows its progress, and refused files are listed with the reason.
 */
export function ProductImagesField({
  id,
  value = [],
  onChange,
  upload = uploadProductImage,
}: ProductImagesFieldProps) {
  const { t } = useTranslation();
  const [rejections, setRejections] = useState<Rejection[]>([]);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  // Fields are copied one by one: a File's name is a getter that spreading would not copy.
  const reject = (file: { uid: string; name: string }, message: string) =>
    setRejections((current) => [
      ...current.filter((item) => item.uid !== file.uid),
      { uid: file.uid, name: file.name, message },
    ]);

  const beforeUpload: UploadProps<FileRef>['beforeUpload'] = async (file, batch) => {
    if (file === batch[0]) setRejections([]);
    const slot = value.length + batch.indexOf(file);
    if (slot >= PRODUCT_LIMITS.images) {
      reject(file, t('validation.tooManyImages'));
      return Upload.LIST_IGNORE;
    }
    const problem = checkImageFile(file, file.size > 0 ? await readFileHead(file) : undefined);
    if (problem) {
      reject(file, t(problem));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps<FileRef>['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const blob = file as File;
    upload(blob, (percent) => onProgress?.({ percent }))
      .then((ref) => onSuccess?.(ref))
      .catch((error: unknown) => {
        const message = isApiError(error) ? error.msg : t('http.apiError');
        reject({ uid: (file as UploadFile).uid, name: blob.name }, message);
        onError?.(error instanceof Error ? error : new Error(message));
      });
  };

  const handleChange: UploadProps<FileRef>['onChange'] = ({ fileList }) => {
    const next = fileList
      .filter((item) => item.status !== 'error')
      .map((item) =>
        item.status === 'done' && item.response
          ? { ...item, url: item.response.url, thumbUrl: item.response.thumbUrl ?? item.response.url }
          : item,
      );
    onChange?.(next);
  };

  return (
    <div className={styles.field}>
      <Upload<FileRef>
        id={id}
        listType="picture-card"
        multiple
        accept={{ format: '.jpg,.jpeg,.png,image/jpeg,image/png', filter: 'native' }}
        fileList={value}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        onPreview={(file) => setPreviewUrl(file.url ?? file.thumbUrl ?? null)}
        locale={{ uploading: t('products.images.uploading') }}
      >
        {value.length >= PRODUCT_LIMITS.images ? null : (
          <button type="button" className={styles.add}>
            <PlusOutlined aria-hidden="true" />
            <span>{t('products.images.add')}</span>
          </button>
        )}
      </Upload>
      {rejections.length > 0 ? (
        <ul className={styles.rejections} role="alert">
          {rejections.map((item) => (
            <li key={item.uid}>
              <strong>{item.name}</strong>: {item.message}
            </li>
          ))}
        </ul>
      ) : null}
      {previewUrl ? (
        <Image
          className={styles.hidden}
          src={previewUrl}
          alt=""
          preview={{ open: true, src: previewUrl, onOpenChange: (open) => !open && setPreviewUrl(null) }}
        />
      ) : null}
    </div>
  );
}
