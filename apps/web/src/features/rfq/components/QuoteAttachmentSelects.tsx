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

/** A hook: the options found for a keyword (loaded once the select has been opened). */
type UseSearchedOptions = (keyword: string, isOpened: boolean) => { options: Option[]; isFetching: boolean };

const withKnown = (options: Option[], known: Option | null | undefined): Option[] =>
  known && !options.some((option) => option.value === known.value) ? [known, ...options] : options;

const useProductOptions: UseSearchedOptions = (keyword, isOpened) => {
  const products = useProductsToAttach(keyword, isOpened);
  return {
    options: (products.data?.list ?? []).map((product) => ({
      value: product.id,
      label: product.brand ? `${product.name} · ${product.brand}` : product.name,
    })),
    isFetching: products.isFetching,
  };
};

const useQuotationOptions: UseSearchedOptions = (keyword, isOpened) => {
  const quotations = useQuotationsToAttach(keyword, isOpened);
  return {
    options: (quotations.data ?? []).map((quotation) => ({
      value: quotation.id,
      label: `${quotation.number} · ${quotation.name}`,
    })),
    isFetching: quotations.isFetching,
  };
};

type SearchSelectProps = AttachSelectProps & {
  useSearchedOptions: UseSearchedOptions;
  placeholder: string;
  notFound: string;
};

/** A select searched as typed on the server; it loads nothing until opened (or set). */
function SearchSelect({
  id,
  value,
  onChange,
  known,
  useSearchedOptions,
  placeholder,
  notFound,
}: SearchSelectProps) {
  const [keyword, setKeyword] = useState('');
  const [isOpened, setIsOpened] = useState(false);
  const searched = useDebouncedValue(keyword);
  const { options, isFetching } = useSearchedOptions(searched, isOpened);
  return (
    <Select<number | null>
      id={id}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      options={withKnown(options, known)}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      onOpenChange={(open) => open && setIsOpened(true)}
      loading={isFetching}
      placeholder={placeholder}
      notFoundContent={isFetching ? null : notFound}
      popupMatchSelectWidth={false}
    />
  );
}

/** One of my products to attach to a quick quote, searched as typed (loads once opened or set). */
export function AttachProductSelect(props: AttachSelectProps) {
  const { t } = useTranslation();
  return (
    <SearchSelect
      {...props}
      useSearchedOptions={useProductOptions}
      placeholder={t('rfq.quote.attachProductPlaceholder')}
      notFound={t('rfq.quote.noProducts')}
    />
  );
}

/** One of my open quotations to attach, searched by name or number. */
export function AttachQuotationSelect(props: AttachSelectProps) {
  const { t } = useTranslation();
  return (
    <SearchSelect
      {...props}
      useSearchedOptions={useQuotationOptions}
      placeholder={t('rfq.quote.attachQuotationPlaceholder')}
      notFound={t('rfq.quote.noQuotations')}
    />
  );
}
