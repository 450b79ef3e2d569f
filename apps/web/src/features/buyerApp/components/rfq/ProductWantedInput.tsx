import { type MasterProduct, RFQ_LIMITS } from '@sc/contract';
import { AutoComplete, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCatalogueSuggestions } from '../../api/useCatalogueSuggestions';
import styles from './RfqForm.module.css';

type ProductWantedInputProps = {
  /** Set by the form item, so its label names the input. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** A catalogue product chosen from the suggestions. */
  onPick: (product: MasterProduct) => void;
};

/** The product wanted, typed freely; catalogue products matching the words or barcode are suggested. */
export function ProductWantedInput({ id, value = '', onChange, onPick }: ProductWantedInputProps) {
  const { t } = useTranslation();
  const suggestions = useCatalogueSuggestions(value);
  const products = suggestions.data?.list ?? [];
  const options = products.map((product) => ({
    value: String(product.id),
    product,
    label: (
      <span className={styles.suggestion}>
        <span className={styles.suggestionName}>{product.name}</span>
        <span className={styles.suggestionMeta}>
          {product.brand} · {product.barcode}
        </span>
      </span>
    ),
  }));
  return (
    <AutoComplete
      id={id}
      value={value}
      options={value.trim().length >= 2 ? options : []}
      onChange={(text) => onChange?.(text)}
      onSelect={(_id, option) => onPick(option.product)}
      popupMatchSelectWidth
    >
      <Input
        maxLength={RFQ_LIMITS.productMax}
        placeholder={t('buyerRfq.form.productNamePlaceholder')}
        autoComplete="off"
      />
    </AutoComplete>
  );
}
