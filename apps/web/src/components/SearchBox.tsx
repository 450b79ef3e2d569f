import { type GetProps, Input } from 'antd';
import { useEffect, useState } from 'react';

type SearchBoxProps = Omit<GetProps<typeof Input.Search>, 'value' | 'onChange' | 'onSearch'> & {
  /** The search in force; the box shows it again when it changes from outside (paging, back). */
  value: string;
  /** A new search, trimmed; '' once the box is emptied, so the whole list shows again. */
  onSearch: (value: string) => void;
};

/** A search box that searches on Enter or its button, and clears the search when emptied. */
export function SearchBox({ value, onSearch, ...props }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <Input.Search
      allowClear
      {...props}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        if (!event.target.value && value) onSearch('');
      }}
      onSearch={(next) => onSearch(next.trim())}
    />
  );
}
