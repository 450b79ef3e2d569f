import { PlusOutlined } from '@ant-design/icons';
import type { ShowroomSuggestion } from '@sc/contract';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProductThumb } from '../../../components/ProductThumb';
import styles from './SuggestionStrip.module.css';

type SuggestionStripProps = {
  suggestions: readonly ShowroomSuggestion[];
  onAdd: (suggestion: ShowroomSuggestion) => void;
  /** The product being added, if any (its button spins). */
  addingId: number | null;
  /** No room left: the buttons are off. */
  isFull: boolean;
};

/** My products worth displaying, best first, each with why and a one-click add. */
export function SuggestionStrip({ suggestions, onAdd, addingId, isFull }: SuggestionStripProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.strip} aria-labelledby="showroom-suggestions-title">
      <div className={styles.head}>
        <h2 id="showroom-suggestions-title" className={styles.title}>
          {t('showroomPage.suggestions.title')}
        </h2>
        <span className={styles.hint}>{t('showroomPage.suggestions.hint')}</span>
      </div>
      <ul className={styles.list}>
        {suggestions.map((suggestion) => (
          <li key={suggestion.productId} className={styles.card} data-testid="suggestion">
            <div className={styles.top}>
              <ProductThumb src={suggestion.imageUrl} alt={suggestion.name} size={52} />
              <div className={styles.body}>
                <strong className={styles.name} title={suggestion.name}>
                  {suggestion.name}
                </strong>
                <span className={styles.meta}>{suggestion.brand ?? suggestion.barcode}</span>
              </div>
            </div>
            <div className={styles.bottom}>
              <span className={styles.reasons}>
                {suggestion.reasons.slice(0, 2).map((reason) => (
                  <Tag key={reason} variant="filled" color="blue" className={styles.reason}>
                    {t(`showroomPage.reason.${reason}`)}
                  </Tag>
                ))}
              </span>
              <Button
                size="small"
                type="primary"
                ghost
                icon={<PlusOutlined />}
                className={styles.add}
                disabled={isFull || (addingId !== null && addingId !== suggestion.productId)}
                loading={addingId === suggestion.productId}
                onClick={() => onAdd(suggestion)}
                aria-label={t('showroomPage.suggestions.addNamed', { name: suggestion.name })}
              >
                {t('showroomPage.suggestions.add')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
