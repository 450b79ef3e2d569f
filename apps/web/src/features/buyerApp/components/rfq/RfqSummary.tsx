import { FilePdfOutlined } from '@ant-design/icons';
import type { MyRfq } from '@sc/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/formatDate';
import { formatPricePer, formatQuantity } from '../../../../lib/rfqFormat';
import { RfqHeading } from './RfqHeading';
import { RfqProgress } from './RfqProgress';
import styles from './RfqSummary.module.css';

type RfqSummaryProps = { rfq: MyRfq; localeTag: string; now: Date; actions?: ReactNode };

/** What the RFQ asks for, where it stands (quotes received, time left) and its details on request. */
export function RfqSummary({ rfq, localeTag, now, actions }: RfqSummaryProps) {
  const { t } = useTranslation();
  const main: Array<[string, ReactNode]> = [
    [t('buyerRfq.detail.facts.quantity'), formatQuantity(rfq.quantity, rfq.unit, localeTag, t)],
    [t('buyerRfq.detail.facts.terms'), `${rfq.terms} ${t(`place.${rfq.place}`)}`],
    [
      t('buyerRfq.detail.facts.targetPrice'),
      rfq.targetPrice
        ? formatPricePer(
            rfq.targetPrice.amount,
            rfq.targetPrice.currency,
            rfq.targetPrice.unit,
            localeTag,
            t,
            'short',
          )
        : t('buyerRfq.quote.none'),
    ],
    [t('buyerRfq.detail.facts.expires'), formatDate(rfq.expiresAt, localeTag)],
  ];
  const more: Array<[string, ReactNode]> = [
    [t('buyerRfq.detail.facts.category'), rfq.category.name],
    ...(rfq.barcode ? [[t('buyerRfq.detail.facts.barcode'), rfq.barcode] as [string, ReactNode]] : []),
    ...(rfq.shelfLifeDays !== null
      ? [
          [t('buyerRfq.detail.facts.shelfLife'), t('buyerRfq.days', { count: rfq.shelfLifeDays })] as [
            string,
            ReactNode,
          ],
        ]
      : []),
    ...(rfq.certifications.length
      ? [
          [
            t('buyerRfq.detail.facts.certifications'),
            rfq.certifications.map((type) => t(`credentialType.${type}`)).join(', '),
          ] as [string, ReactNode],
        ]
      : []),
  ];
  return (
    <section className={styles.summary}>
      <RfqHeading rfq={rfq} localeTag={localeTag} />
      <h2 className={styles.name}>{rfq.productName}</h2>
      {rfq.state === 'open' || rfq.state === 'closed' ? <RfqProgress rfq={rfq} now={now} /> : null}
      <dl className={styles.facts}>
        {main.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <details className={styles.details}>
        <summary>{t('buyerRfq.detail.moreDetails')}</summary>
        <dl className={styles.facts}>
          {more.map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {rfq.remark ? (
          <div className={styles.block}>
            <span className={styles.label}>{t('buyerRfq.detail.facts.remark')}</span>
            <p className={styles.remark}>{rfq.remark}</p>
          </div>
        ) : null}
        {rfq.attachments.length ? (
          <div className={styles.block}>
            <span className={styles.label}>{t('buyerRfq.detail.facts.attachments')}</span>
            <ul className={styles.files}>
              {rfq.attachments.map((file) => (
                <li key={file.fileId}>
                  <a
                    href={file.url}
                    target="_blank"
                    rel="noreferrer"
                    className={styles.file}
                    title={file.name}
                  >
                    {file.mime.startsWith('image/') ? (
                      <img src={file.thumbUrl ?? file.url} alt={file.name} className={styles.thumb} />
                    ) : (
                      <span className={styles.pdf}>
                        <FilePdfOutlined />
                        <span className={styles.fileName}>{file.name}</span>
                      </span>
                    )}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </details>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
