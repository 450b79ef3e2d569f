import { EyeOutlined } from '@ant-design/icons';
import type { Quotation, QuotationChanges, QuotationFieldChange, QuotationVersion } from '@sc/contract';
import { Alert, Button, Modal, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { QuotationSheet } from '../../../components/quotation/QuotationSheet';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { useQuotationVersions } from '../api/useQuotationHistory';
import { changeLabel, changeValue, keyedByCode, quotationOfVersion } from '../quotationChangeText';
import styles from './QuotationHistory.module.css';

function FieldChange({ change, currency }: { change: QuotationFieldChange; currency: string }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  return (
    <span className={styles.change}>
      {changeLabel(change.field, t)}:{' '}
      <span className={styles.from}>{changeValue(change.field, change.from, t, tag, currency)}</span>
      {' → '}
      <span className={styles.to}>{changeValue(change.field, change.to, t, tag, currency)}</span>
    </span>
  );
}

/** What changed from the version before: fields, then products added, removed and changed. */
function ChangeList({ changes, currency }: { changes: QuotationChanges; currency: string }) {
  const { t } = useTranslation();
  const isEmpty =
    changes.fields.length +
      changes.linesAdded.length +
      changes.linesRemoved.length +
      changes.linesChanged.length ===
    0;
  if (isEmpty) return <span className={styles.secondary}>{t('quotations.history.noChanges')}</span>;
  return (
    <ul className={styles.changes} data-testid="quotation-changes">
      {changes.fields.map((change) => (
        <li key={change.field}>
          <FieldChange change={change} currency={currency} />
        </li>
      ))}
      {changes.linesAdded.length > 0 ? (
        <li className={styles.changeGroup}>
          <span className={styles.changeHeading}>{t('quotations.history.linesAdded')}</span>
          {keyedByCode(changes.linesAdded).map(({ key, item: line }) => (
            <span key={key} className={styles.added}>
              + {line.productName} ({line.code})
            </span>
          ))}
        </li>
      ) : null}
      {changes.linesRemoved.length > 0 ? (
        <li className={styles.changeGroup}>
          <span className={styles.changeHeading}>{t('quotations.history.linesRemoved')}</span>
          {keyedByCode(changes.linesRemoved).map(({ key, item: line }) => (
            <span key={key} className={styles.removed}>
              − {line.productName} ({line.code})
            </span>
          ))}
        </li>
      ) : null}
      {changes.linesChanged.length > 0 ? (
        <li className={styles.changeGroup}>
          <span className={styles.changeHeading}>{t('quotations.history.linesChanged')}</span>
          {keyedByCode(changes.linesChanged).map(({ key, item: line }) => (
            <span key={key} className={styles.change}>
              <strong>{line.productName}</strong>
              {line.fields.map((change) => (
                <span key={change.field}>
                  {' · '}
                  <FieldChange change={change} currency={currency} />
                </span>
              ))}
            </span>
          ))}
        </li>
      ) : null}
    </ul>
  );
}

type QuotationHistoryProps = {
  quotation: Quotation;
  /** The sheet's layout in the version dialog. */
  layout: 'table' | 'cards';
};

/** Every kept version of a quotation, newest first, with what changed and a read-only view of each. */
export function QuotationHistory({ quotation, layout }: QuotationHistoryProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const versions = useQuotationVersions(quotation.id);
  const [open, setOpen] = useState<QuotationVersion | null>(null);

  if (versions.isError) {
    return <LoadError title={t('quotations.history.loadError')} onRetry={() => void versions.refetch()} />;
  }
  if (!versions.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  const latest = versions.data[0]?.version;

  return (
    <>
      <ol className={styles.list} aria-label={t('quotations.actions.history')}>
        {versions.data.map((version) => {
          const saved = formatDateTime(version.savedAt, tag);
          return (
            <li key={version.version} className={styles.item} data-testid="quotation-version">
              <div className={styles.itemMain}>
                <strong className={styles.itemTitle}>
                  {t('quotations.version', { version: version.version })}
                  {version.version === latest ? (
                    <Tag className={styles.tag} color="blue" variant="filled">
                      {t('quotations.history.current')}
                    </Tag>
                  ) : null}
                </strong>
                <span className={styles.secondary}>
                  {version.savedBy
                    ? t('quotations.history.savedBy', { date: saved, name: version.savedBy })
                    : t('quotations.history.saved', { date: saved })}
                </span>
                {version.changes ? (
                  <ChangeList changes={version.changes} currency={version.content.currency} />
                ) : (
                  <span className={styles.secondary}>{t('quotations.history.first')}</span>
                )}
              </div>
              <div className={styles.itemSide}>
                <Button
                  icon={<EyeOutlined />}
                  aria-label={t('quotations.history.viewNamed', { version: version.version })}
                  onClick={() => setOpen(version)}
                >
                  {t('quotations.history.view')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Modal
        open={open !== null}
        title={
          open
            ? t('quotations.history.versionTitle', { number: quotation.number, version: open.version })
            : null
        }
        width={layout === 'table' ? 1100 : undefined}
        footer={<Button onClick={() => setOpen(null)}>{t('quotations.history.close')}</Button>}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        {open ? (
          <QuotationSheet
            quotation={quotationOfVersion(quotation, open)}
            audience="supplier"
            layout={layout}
            banner={
              <Alert
                type={open.version === latest ? 'info' : 'warning'}
                showIcon
                className={styles.modalBanner}
                title={t('quotations.history.oldVersion', {
                  version: open.version,
                  date: formatDateTime(open.savedAt, tag),
                  current: quotation.version,
                })}
              />
            }
          />
        ) : null}
      </Modal>
    </>
  );
}
