import { LockOutlined } from '@ant-design/icons';
import type { Quotation } from '@sc/contract';
import { Alert, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/formatDate';
import { langTag } from '../../lib/language';
import { useLanguage } from '../../lib/useLanguage';
import { QuotationLinesView } from './QuotationLinesView';
import styles from './QuotationSheet.module.css';
import { versionNotice } from './versionNotice';

/** The chat card a quotation was opened from: who sent it, when, and which version. */
export type QuotationSheetSent = { at: string; version: number; supplierName: string };

type QuotationSheetProps = {
  quotation: Quotation;
  /** Opened from a chat card; without it (a preview) `banner` takes the place of the sent line and notice. */
  sent?: QuotationSheetSent;
  banner?: ReactNode;
  /** The supplier's side labels the remark as the buyer's and shows the internal note. */
  audience: 'supplier' | 'buyer';
  layout: 'table' | 'cards';
  /** Buttons beside the title (edit, back…). */
  actions?: ReactNode;
};

function currencyName(code: string, localeTag: string): string {
  try {
    const name = new Intl.DisplayNames([localeTag], { type: 'currency', fallback: 'code' }).of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}

/**
 * A quotation read-only, as the buyer sees it (or the supplier, with its internal note): header,
 * version notice, texts and product lines. Used from a chat card and by the supplier's preview.
 */
export function QuotationSheet({
  quotation: q,
  sent,
  banner,
  audience,
  layout,
  actions,
}: QuotationSheetProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const notice = sent ? versionNotice(sent.version, q.version) : null;
  const sentOn = sent ? formatDate(sent.at, tag) : '';
  const expiresOn = formatDate(q.expiresOn, tag);

  return (
    <article className={styles.sheet} aria-label={t('chatQuotation.page.title', { number: q.number })}>
      <section className={styles.panel}>
        <div className={styles.titleRow}>
          <div className={styles.titleText}>
            <div className={styles.tags}>
              <span className={styles.number}>{q.number}</span>
              <Tag color="blue" variant="filled">
                {t('chatQuotation.sheet.version', { version: q.version })}
              </Tag>
              {q.isExpired ? (
                <Tag color="warning" variant="filled">
                  {t('chatQuotation.expired')}
                </Tag>
              ) : null}
            </div>
            <h2 className={styles.name}>{q.name}</h2>
            {sent ? (
              <span className={styles.secondary}>
                {audience === 'buyer'
                  ? t('chatQuotation.sheet.fromSupplier', { name: sent.supplierName, date: sentOn })
                  : t('chatQuotation.sheet.sentOn', { date: sentOn })}
              </span>
            ) : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        {notice === null ? (
          banner
        ) : notice.kind === 'updated' ? (
          <Alert
            type="info"
            showIcon
            className={styles.notice}
            data-testid="quotation-version-notice"
            title={t('chatQuotation.sheet.updatedSince', {
              sent: notice.sentVersion,
              current: notice.currentVersion,
            })}
          />
        ) : (
          <p className={styles.asSent} data-testid="quotation-version-notice">
            {t('chatQuotation.sheet.asSent', { version: notice.version })}
          </p>
        )}
        {q.isExpired ? (
          <Alert
            type="warning"
            showIcon
            className={styles.notice}
            title={t('chatQuotation.sheet.expiredNotice', { date: expiresOn })}
          />
        ) : null}
        <dl className={styles.facts}>
          {[
            { key: 'terms', label: t('chatQuotation.sheet.terms'), value: q.terms },
            {
              key: 'place',
              label: t('chatQuotation.sheet.place'),
              value: t(`place.${q.place}`, { defaultValue: q.place }),
            },
            {
              key: 'currency',
              label: t('chatQuotation.sheet.currency'),
              value: currencyName(q.currency, tag),
            },
            {
              key: 'validUntil',
              label: t('chatQuotation.sheet.validUntil'),
              value: <time dateTime={q.expiresOn}>{expiresOn}</time>,
            },
          ].map((fact) => (
            <div key={fact.key} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        {q.remark ? (
          <div className={styles.text}>
            <h3 className={styles.textLabel}>
              {t(
                audience === 'supplier' ? 'chatQuotation.sheet.remarkForBuyer' : 'chatQuotation.sheet.remark',
              )}
            </h3>
            <p className={styles.textBody}>{q.remark}</p>
          </div>
        ) : null}
        {audience === 'supplier' && q.note ? (
          <div className={`${styles.text} ${styles.note}`} data-testid="quotation-note">
            <h3 className={styles.textLabel}>
              <LockOutlined aria-hidden="true" /> {t('chatQuotation.sheet.note')}
            </h3>
            <p className={styles.textBody}>{q.note}</p>
            <span className={styles.secondary}>{t('chatQuotation.sheet.noteHint')}</span>
          </div>
        ) : null}
      </section>
      <section className={styles.linesPanel}>
        <h3 className={styles.linesTitle}>{t('chatQuotation.sheet.lines', { count: q.lines.length })}</h3>
        <QuotationLinesView lines={q.lines} currency={q.currency} layout={layout} />
      </section>
    </article>
  );
}
