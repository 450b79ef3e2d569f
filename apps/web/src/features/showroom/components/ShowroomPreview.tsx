import type { ShowroomExhibit } from '@sc/contract';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProductThumb } from '../../../components/ProductThumb';
import styles from './ShowroomPreview.module.css';

type ShowroomPreviewProps = {
  isOpen: boolean;
  exhibits: readonly ShowroomExhibit[];
  onClose: () => void;
};

/** How the buyers' app shows my showroom: the displayed products first, as picture cards. */
export function ShowroomPreview({ isOpen, exhibits, onClose }: ShowroomPreviewProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      title={t('showroomPage.previewTitle')}
      size={420}
      styles={{ body: { padding: 16, background: '#eef1f7' } }}
    >
      <div className={styles.phone} data-testid="showroom-preview">
        <p className={styles.note}>{t('showroomPage.previewNote')}</p>
        {exhibits.length ? (
          <>
            <h3 className={styles.section}>{t('showroomPage.featured')}</h3>
            <ul className={styles.grid}>
              {exhibits.map((exhibit) => (
                <li key={exhibit.productId} className={styles.card}>
                  <ProductThumb src={exhibit.imageUrl} alt={exhibit.name} />
                  <span className={styles.name}>{exhibit.name}</span>
                  {exhibit.brand ? <span className={styles.brand}>{exhibit.brand}</span> : null}
                </li>
              ))}
            </ul>
            <p className={styles.more}>{t('showroomPage.previewMore')}</p>
          </>
        ) : (
          <p className={styles.more}>{t('showroomPage.previewEmpty')}</p>
        )}
      </div>
    </Drawer>
  );
}
