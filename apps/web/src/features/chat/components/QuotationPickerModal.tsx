import { FileTextOutlined, HistoryOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { QuotationOption } from '@sc/contract';
import { Button, Empty, Input, Modal, Radio, Spin, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { formatDate } from '../../../lib/formatDate';
import { langTag } from '../../../lib/language';
import { editQuotationPath } from '../../../lib/paths';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useLanguage } from '../../../lib/useLanguage';
import { useLastQuotation } from '../api/useLastQuotation';
import { useQuotationsToSend } from '../api/useQuotationsToSend';
import styles from './QuotationPickerModal.module.css';

type QuotationPickerModalProps = {
  isOpen: boolean;
  /** Opened by "Use the last quotation": the last one sent starts selected. */
  shouldPreselectLast?: boolean;
  onClose: () => void;
  onPick: (quotation: QuotationOption) => void;
};

function OptionText({ option, isLast }: { option: QuotationOption; isLast: boolean }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  return (
    <span className={styles.option}>
      <span className={styles.optionTop}>
        <span className={styles.number}>{option.number}</span>
        <span className={styles.version}>{t('chatQuotation.versionShort', { version: option.version })}</span>
        {isLast ? (
          <Tag color="blue" variant="filled" className={styles.tag}>
            {t('chatQuotation.picker.lastTag')}
          </Tag>
        ) : null}
      </span>
      <strong className={styles.name}>{option.name}</strong>
      <span className={styles.muted}>
        {[
          option.currency,
          t('chatQuotation.productCount', { count: option.lineCount }),
          t('chatQuotation.validUntil', { date: formatDate(option.expiresOn, tag) }),
        ].join(' · ')}
      </span>
    </span>
  );
}

/** The picker's content: destroyed once hidden, so each opening starts afresh. */
function PickerBody({ shouldPreselectLast, onClose, onPick }: Omit<QuotationPickerModalProps, 'isOpen'>) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text);
  const list = useQuotationsToSend(keyword, true);
  const last = useLastQuotation();
  const [selected, setSelected] = useState<QuotationOption | null>(null);
  const hasPreselected = useRef(false);
  const lastQuotation = last.data ?? null;

  useEffect(() => {
    if (!shouldPreselectLast || hasPreselected.current || !lastQuotation) return;
    hasPreselected.current = true;
    setSelected(lastQuotation);
  }, [shouldPreselectLast, lastQuotation]);

  const options = list.data ?? [];
  const isSearching = keyword.trim().length > 0;
  const hasNone = !list.isPending && !list.isError && options.length === 0;
  const newQuotation = (
    <Link to={editQuotationPath()} className={styles.newLink}>
      <PlusOutlined aria-hidden="true" /> {t('chatQuotation.picker.newQuotation')}
    </Link>
  );

  function select(id: number) {
    const found = options.find((o) => o.id === id) ?? (lastQuotation?.id === id ? lastQuotation : null);
    if (found) setSelected(found);
  }

  return (
    <div className={styles.body}>
      {lastQuotation ? (
        <div className={styles.last}>
          <HistoryOutlined className={styles.lastIcon} aria-hidden="true" />
          <span className={styles.lastText}>
            <span className={styles.muted}>{t('chatQuotation.picker.lastHint')}</span>
            <strong className={styles.name}>
              {lastQuotation.number} · {lastQuotation.name}
            </strong>
          </span>
          <Button
            size="small"
            type={selected?.id === lastQuotation.id ? 'primary' : 'default'}
            onClick={() => setSelected(lastQuotation)}
            aria-pressed={selected?.id === lastQuotation.id}
          >
            {t('chatQuotation.picker.useLast')}
          </Button>
        </div>
      ) : null}
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder={t('chatQuotation.picker.search')}
        aria-label={t('chatQuotation.picker.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.list}>
        {list.isPending ? (
          <div className={styles.center}>
            <Spin />
          </div>
        ) : null}
        {list.isError ? (
          <LoadError title={t('chatQuotation.picker.loadError')} onRetry={() => void list.refetch()} />
        ) : null}
        {hasNone ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(isSearching ? 'chatQuotation.picker.noMatch' : 'chatQuotation.picker.empty')}
          >
            {isSearching ? null : newQuotation}
          </Empty>
        ) : null}
        {options.length > 0 ? (
          <Radio.Group
            className={styles.radios}
            value={selected?.id ?? null}
            onChange={(event) => select(Number(event.target.value))}
            aria-label={t('chatQuotation.picker.listLabel')}
          >
            {options.map((option) => (
              <Radio key={option.id} value={option.id} className={styles.radio}>
                <OptionText option={option} isLast={option.id === lastQuotation?.id} />
              </Radio>
            ))}
          </Radio.Group>
        ) : null}
      </div>
      <div className={styles.footer}>
        {hasNone && !isSearching ? <span /> : newQuotation}
        <span className={styles.footerButtons}>
          <Button onClick={onClose}>{t('chatQuotation.picker.cancel')}</Button>
          <Button
            type="primary"
            icon={<FileTextOutlined />}
            disabled={!selected}
            onClick={() => selected && onPick(selected)}
          >
            {selected
              ? t('chatQuotation.picker.sendNamed', { number: selected.number })
              : t('chatQuotation.picker.send')}
          </Button>
        </span>
      </div>
    </div>
  );
}

/** Picks one of my open quotations to send as a card; "Use the last quotation" on top. */
export function QuotationPickerModal({
  isOpen,
  shouldPreselectLast,
  onClose,
  onPick,
}: QuotationPickerModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={isOpen}
      title={t('chatQuotation.picker.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={600}
    >
      <PickerBody shouldPreselectLast={shouldPreselectLast} onClose={onClose} onPick={onPick} />
    </Modal>
  );
}
