import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import type { ShowroomExhibit } from '@sc/contract';
import { Button, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProductThumb } from '../../../components/ProductThumb';
import styles from './ExhibitList.module.css';

type ExhibitListProps = {
  exhibits: readonly ShowroomExhibit[];
  /** Moves a product one place earlier (-1) or later (+1). */
  onMove: (productId: number, step: -1 | 1) => void;
  onRemove: (exhibit: ShowroomExhibit) => void;
  isBusy?: boolean;
};

/** My displayed products as cards, in the order buyers see them, with move and remove. */
export function ExhibitList({ exhibits, onMove, onRemove, isBusy = false }: ExhibitListProps) {
  const { t } = useTranslation();
  return (
    <ol className={styles.list} aria-label={t('showroomPage.listLabel')}>
      {exhibits.map((exhibit, index) => (
        <li key={exhibit.productId} className={styles.card} data-testid="exhibit">
          <span
            className={styles.position}
            title={t('showroomPage.position', { position: exhibit.position })}
            aria-hidden="true"
          >
            {exhibit.position}
          </span>
          <ProductThumb src={exhibit.imageUrl} alt={exhibit.name} size={64} className={styles.thumb} />
          <div className={styles.body}>
            <strong className={styles.name} title={exhibit.name} data-testid="exhibit-name">
              {exhibit.name}
            </strong>
            <span className={styles.meta}>
              {exhibit.brand ? <span>{exhibit.brand}</span> : null}
              <span className={styles.code}>{exhibit.barcode}</span>
            </span>
            {exhibit.quoteStatus === 'active' ? (
              <span>
                <Tag color="success" variant="filled" className={styles.tag}>
                  {t('showroomPage.reason.liveQuote')}
                </Tag>
              </span>
            ) : null}
          </div>
          <div className={styles.actions}>
            <Tooltip title={t('showroomPage.moveUp')}>
              <Button
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={t('showroomPage.moveUpNamed', { name: exhibit.name })}
                disabled={isBusy || index === 0}
                onClick={() => onMove(exhibit.productId, -1)}
                data-testid="exhibit-up"
              />
            </Tooltip>
            <Tooltip title={t('showroomPage.moveDown')}>
              <Button
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={t('showroomPage.moveDownNamed', { name: exhibit.name })}
                disabled={isBusy || index === exhibits.length - 1}
                onClick={() => onMove(exhibit.productId, 1)}
                data-testid="exhibit-down"
              />
            </Tooltip>
            <Tooltip title={t('showroomPage.remove')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('showroomPage.removeNamed', { name: exhibit.name })}
                onClick={() => onRemove(exhibit)}
                data-testid="exhibit-remove"
              />
            </Tooltip>
          </div>
        </li>
      ))}
    </ol>
  );
}
