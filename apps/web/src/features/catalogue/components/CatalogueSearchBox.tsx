import { Input, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MODES, type SearchMode } from '../catalogueQuery';
import styles from './CatalogueSearchBox.module.css';

type CatalogueSearchBoxProps = {
  mode: SearchMode;
  text: string;
  onSearch: (mode: SearchMode, text: string) => void;
};

/** The catalogue's search box: what to search by (keyword, UPC, EAN, MID) and the text. */
export function CatalogueSearchBox({ mode, text, onSearch }: CatalogueSearchBoxProps) {
  const { t } = useTranslation();
  const [draftMode, setDraftMode] = useState(mode);
  const [draft, setDraft] = useState(text);
  useEffect(() => setDraftMode(mode), [mode]);
  useEffect(() => setDraft(text), [text]);

  const isBarcode = draftMode === 'upc' || draftMode === 'ean';
  const modeOptions = SEARCH_MODES.map((value) => ({ value, label: t(`catalogue.mode.${value}`) }));

  function handleModeChange(next: SearchMode) {
    setDraftMode(next);
    if (draft.trim()) onSearch(next, draft);
  }

  return (
    <Space.Compact className={styles.box}>
      <Select<SearchMode>
        id="catalogueSearchMode"
        aria-label={t('catalogue.searchBy')}
        className={styles.mode}
        value={draftMode}
        options={modeOptions}
        onChange={handleModeChange}
        popupMatchSelectWidth={false}
      />
      <Input.Search
        id="catalogueSearchText"
        aria-label={t('catalogue.searchLabel')}
        value={draft}
        placeholder={t(`catalogue.placeholder.${draftMode}`)}
        inputMode={isBarcode ? 'numeric' : 'search'}
        allowClear
        enterButton={t('catalogue.search')}
        onChange={(event) => {
          setDraft(event.target.value);
          // Clearing the box with its × shows the whole catalogue again.
          if (!event.target.value && text) onSearch(draftMode, '');
        }}
        onSearch={(value) => onSearch(draftMode, value)}
      />
    </Space.Compact>
  );
}
