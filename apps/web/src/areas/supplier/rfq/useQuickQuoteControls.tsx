import { useTranslation } from 'react-i18next';
import { ReferenceSelect } from '../../../features/reference/components/ReferenceSelect';
import type { QuickQuoteControls } from '../../../features/rfq/components/QuickQuoteForm';

/** The quick quotation's selects over the server's reference lists, labelled in my language. */
export function useQuickQuoteControls(): QuickQuoteControls {
  const { t } = useTranslation();
  return {
    currency: (
      <ReferenceSelect
        list="currencyTypes"
        isSearchable
        popupMatchSelectWidth={false}
        placeholder={t('rfq.quote.currencyPlaceholder')}
      />
    ),
    unit: <ReferenceSelect list="unitMeasures" placeholder={t('rfq.quote.unitPlaceholder')} />,
    terms: <ReferenceSelect list="quotationTerms" placeholder={t('rfq.quote.termsPlaceholder')} />,
    place: <ReferenceSelect list="quotationPlaces" allowClear placeholder={t('rfq.quote.optional')} />,
  };
}
