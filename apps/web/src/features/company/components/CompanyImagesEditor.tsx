import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  PictureOutlined,
  PlusOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { COMPANY_LIMITS, type CompanyImage, type CompanyProfile, type SavePhotos } from '@sc/contract';
import { App, Button, Image, Input, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/ApiError';
import { checkImageFile, readFileHead } from '../../../lib/imageFileCheck';
import { useSavePhotos, useUploadCompanyPhoto } from '../api/useCompanyMutations';
import styles from './CompanyImagesEditor.module.css';

const ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

type Target = { kind: 'logo' } | { kind: 'image'; replaceFileId?: string };

/** The images to keep in order with captions, as supplier/savePhotoImg takes them. */
const toSaveInput = (logo: CompanyProfile['logo'], images: CompanyImage[]): SavePhotos => ({
  logoFileId: logo?.fileId ?? null,
  images: images.map((image) => ({ fileId: image.fileId, caption: image.caption })),
});

/**
 * The logo and up to five company images (SPEC 5: JPG or PNG, at most 5 MB each, at most five):
 * files are checked before they are sent, the sixth is refused with the rule, and each image can be
 * captioned, moved, replaced or deleted (after a confirmation).
 */
export function CompanyImagesEditor({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const upload = useUploadCompanyPhoto();
  const save = useSavePhotos();
  const [problem, setProblem] = useState<string | null>(null);
  const [busyTarget, setBusyTarget] = useState<string | null>(null);
  const [captions, setCaptions] = useState<Record<string, string>>({});
  const images = profile.images;
  const isFull = images.length >= COMPANY_LIMITS.maxImages;

  async function send(file: File, target: Target) {
    setProblem(null);
    const key = target.kind === 'logo' ? 'logo' : (target.replaceFileId ?? 'new');
    if (target.kind === 'image' && !target.replaceFileId && isFull) {
      setProblem(t('validation.companyImagesMax'));
      return;
    }
    const reason = checkImageFile(file, file.size > 0 ? await readFileHead(file) : undefined);
    if (reason) {
      setProblem(`${file.name}: ${t(reason)}`);
      return;
    }
    setBusyTarget(key);
    try {
      await upload.mutateAsync({ file, ...target });
    } catch (error) {
      setProblem(`${file.name}: ${isApiError(error) ? error.msg : t('http.apiError')}`);
    } finally {
      setBusyTarget(null);
    }
  }

  function picker(target: Target, children: React.ReactNode) {
    return (
      <Upload
        accept={ACCEPT}
        showUploadList={false}
        multiple={target.kind === 'image' && !('replaceFileId' in target && target.replaceFileId)}
        beforeUpload={(file) => {
          void send(file, target);
          return false;
        }}
      >
        {children}
      </Upload>
    );
  }

  const saveImages = (next: CompanyImage[], logo = profile.logo) => save.mutate(toSaveInput(logo, next));

  function move(index: number, step: -1 | 1) {
    const next = [...images];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(index + step, 0, item);
    saveImages(next);
  }

  function confirmDelete(onOk: () => void) {
    modal.confirm({
      title: t('company.images.deleteConfirm'),
      okText: t('company.images.delete'),
      okButtonProps: { danger: true },
      cancelText: t('company.images.cancel'),
      onOk,
    });
  }

  function saveCaption(image: CompanyImage) {
    const caption = (captions[image.fileId] ?? image.caption).trim();
    if (caption === image.caption) return;
    saveImages(images.map((item) => (item.fileId === image.fileId ? { ...item, caption } : item)));
  }

  return (
    <div className={styles.editor}>
      {problem ? (
        <div role="alert" className={styles.problem} data-testid="photo-problem">
          {problem}
        </div>
      ) : null}
      <section className={styles.section} aria-labelledby="company-logo">
        <Typography.Title level={5} id="company-logo">
          {t('company.images.logo')}
        </Typography.Title>
        <div className={styles.logoRow}>
          <div className={styles.logoBox}>
            {profile.logo ? (
              <Image src={profile.logo.thumbUrl ?? profile.logo.url} alt={t('company.images.logoAlt')} />
            ) : (
              <PictureOutlined className={styles.placeholder} aria-hidden="true" />
            )}
          </div>
          <div className={styles.logoActions}>
            <Typography.Text type="secondary">{t('company.images.logoRule')}</Typography.Text>
            <div className={styles.buttons}>
              {picker(
                { kind: 'logo' },
                <Button icon={<PlusOutlined />} loading={busyTarget === 'logo'} data-testid="logo-upload">
                  {profile.logo ? t('company.images.replaceLogo') : t('company.images.uploadLogo')}
                </Button>,
              )}
              {profile.logo ? (
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => confirmDelete(() => saveImages(images, null))}
                >
                  {t('company.images.removeLogo')}
                </Button>
              ) : null}
            </div>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="company-images">
        <Typography.Title level={5} id="company-images">
          {t('company.images.title', { count: images.length, max: COMPANY_LIMITS.maxImages })}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {t('company.images.hint')} {t('company.images.rule')}
        </Typography.Paragraph>
        <ul className={styles.grid} aria-label={t('company.images.listLabel')}>
          {images.map((image, index) => (
            <li key={image.fileId} className={styles.card} data-testid="company-image">
              <div className={styles.thumb}>
                <Image
                  src={image.thumbUrl ?? image.url}
                  alt={image.caption || t('company.images.untitled')}
                />
              </div>
              <Input
                size="small"
                value={captions[image.fileId] ?? image.caption}
                placeholder={t('company.images.captionPlaceholder')}
                maxLength={COMPANY_LIMITS.captionMax}
                aria-label={t('company.images.caption', { position: index + 1 })}
                onChange={(event) => setCaptions((c) => ({ ...c, [image.fileId]: event.target.value }))}
                onBlur={() => saveCaption(image)}
                onPressEnter={() => saveCaption(image)}
              />
              <div className={styles.cardActions}>
                <Button
                  size="small"
                  icon={<ArrowLeftOutlined />}
                  disabled={index === 0 || save.isPending}
                  aria-label={t('company.images.moveBefore', { position: index + 1 })}
                  onClick={() => move(index, -1)}
                />
                <Button
                  size="small"
                  icon={<ArrowRightOutlined />}
                  disabled={index === images.length - 1 || save.isPending}
                  aria-label={t('company.images.moveAfter', { position: index + 1 })}
                  onClick={() => move(index, 1)}
                />
                {picker(
                  { kind: 'image', replaceFileId: image.fileId },
                  <Button
                    size="small"
                    icon={<SwapOutlined />}
                    loading={busyTarget === image.fileId}
                    aria-label={t('company.images.replace', { position: index + 1 })}
                  />,
                )}
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('company.images.deleteNamed', { position: index + 1 })}
                  onClick={() =>
                    confirmDelete(() => saveImages(images.filter((item) => item.fileId !== image.fileId)))
                  }
                />
              </div>
            </li>
          ))}
          <li className={styles.card}>
            {picker(
              { kind: 'image' },
              <button
                type="button"
                className={styles.add}
                data-testid="image-upload"
                aria-disabled={isFull}
                disabled={busyTarget === 'new'}
              >
                <PlusOutlined aria-hidden="true" />
                <span>{isFull ? t('company.images.full') : t('company.images.add')}</span>
              </button>,
            )}
          </li>
        </ul>
      </section>
    </div>
  );
}
