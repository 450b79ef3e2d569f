import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useProductsToAttach, useQuotationsToAttach } from '../api/useQuoteAttachments';

type Option = { value: number; label: string };

type AttachSelectProps = {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** What is attached already (a revision's), named even when it is not among the results. */
  known?: Option | null;
};

const withKnown = (options: Option[], known: Option | null | undefined): Option[] =>
  known && !options.some((option) => option.value === known.value) ? [known, ...options] : options;

/** One of my products to attach to a quick quote, searched as typed (loads once opened or set). */
export function AttachProductSelect({ id, value, onChange, known }: AttachSelectProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [isOpened, setIsOpened] = useState(false);
  const searched = useDebouncedValue(keyword);
  const products = useProductsToAttach(searched, isOpened);
  const options = withKnown(
    (products.data?.list ?? []).map((product) => ({
      value: product.id,
      label: product.brand ? `${product.name} · ${product.brand}` : product.name,
    })),
    known,
  );
  return (
    <Select<number | null>
      id={id}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      onOpenChange={(open) => open && setIsOpened(true)}
      loading={products.isFetching}
      placeholder={t('rfq.quote.attachProductPlaceholder')}
      notFoundContent={products.isFetching ? null : t('rfq.quote.noProducts')}
      popupMatchSelectWidth={false}
    />
  );
}

/** One of my open quotations to attach, searched by name or number. */
export function AttachQuotationSelect({ id, value, onChange, known }: AttachSelectProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [isOpened, setIsOpened] = useState(false);
  const searched = useDebouncedValue(keyword);
  const quotations = useQuotationsToAttach(searched, isOpened);
  const options = withKnown(
    (quotations.data ?? []).map((quotation) => ({
      value: quotation.id,
      label: `${quotation.number} · ${quotation.name}`,
    })),
    known,
  );
  return (
    <Select<number | null>
      id={id}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      onOpenChange={(open) => open && setIsOpened(true)}
      loading={quotations.isFetching}
      placeholder={t('rfq.quote.attachQuotationPlaceholder')}
      notFoundContent={quotations.isFetching ? null : t('rfq.quote.noQuotations')}
      popupMatchSelectWidth={false}
    />
  );
}
