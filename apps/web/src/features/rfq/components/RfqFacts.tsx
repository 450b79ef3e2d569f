import { FilePdfOutlined } from '@ant-design/icons';
import type { RfqDetail } from '@sc/contract';
import { Descriptions, Image, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/formatDate';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../lib/paths';
import { formatPricePer, formatQuantity } from '../../../lib/rfqFormat';
import { useLanguage } from '../../../lib/useLanguage';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import styles from './RfqDetail.module.css';

/** Every field of an RFQ (SPEC 3) and its attachments: pictures to enlarge, PDFs to open. */
export function RfqFacts({ rfq }: { rfq: RfqDetail }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const images = rfq.attachments.filter((file) => file.mime.startsWith('image/'));
  const documents = rfq.attachments.filter((file) => !file.mime.startsWith('image/'));
  const items = [
    { key: 'product', label: t('rfq.field.product'), children: <strong>{rfq.productName}</strong> },
    rfq.barcode ? { key: 'barcode', label: t('rfq.field.barcode'), children: rfq.barcode } : null,
    { key: 'category', label: t('rfq.field.category'), children: rfq.category.name },
    {
      key: 'quantity',
      label: t('rfq.field.quantity'),
      children: <strong>{formatQuantity(rfq.quantity, rfq.unit, tag, t)}</strong>,
    },
    {
      key: 'targetPrice',
      label: t('rfq.field.targetPrice'),
      children: rfq.targetPrice
        ? formatPricePer(rfq.targetPrice.amount, rfq.targetPrice.currency, rfq.targetPrice.unit, tag, t)
        : t('rfq.field.noTargetPrice'),
    },
    { key: 'terms', label: t('rfq.field.terms'), children: rfq.terms },
    { key: 'place', label: t('rfq.field.place'), children: t(`place.${rfq.place}`) },
    rfq.shelfLifeDays !== null
      ? {
          key: 'shelfLife',
          label: t('rfq.field.shelfLife'),
          children: t('rfq.daysCount', { count: rfq.shelfLifeDays }),
        }
      : null,
    rfq.certifications.length > 0
      ? {
          key: 'certifications',
          label: t('rfq.field.certifications'),
          children: (
            <span className={styles.tags}>
              {rfq.certifications.map((type) => (
                <Tag key={type}>{t(`credentialType.${type}`)}</Tag>
              ))}
            </span>
          ),
        }
      : null,
    { key: 'posted', label: t('rfq.field.posted'), children: formatDateTime(rfq.postedAt, tag) },
    { key: 'expires', label: t('rfq.field.expires'), children: formatDate(rfq.expiresAt, tag, 'UTC') },
    {
      key: 'remark',
      label: t('rfq.field.remark'),
      children: rfq.remark ? <span className={styles.remark}>{rfq.remark}</span> : t('rfq.field.noRemark'),
    },
  ].filter((item) => item !== null);
  return (
    <>
      <Descriptions column={1} size="small" bordered={!isMobile} items={items} className={styles.facts} />
      {rfq.attachments.length > 0 ? (
        <section className={styles.attachments} aria-label={t('rfq.field.attachments')}>
          <h4 className={styles.sectionTitle}>{t('rfq.field.attachments')}</h4>
          {images.length > 0 ? (
            <Image.PreviewGroup>
              <div className={styles.images}>
                {images.map((file) => (
                  <Image
                    key={file.fileId}
                    src={file.thumbUrl ?? file.url}
                    preview={{ src: file.url }}
                    alt={file.name}
                    width={88}
                    height={88}
                    className={styles.image}
                  />
                ))}
              </div>
            </Image.PreviewGroup>
          ) : null}
          {documents.map((file) => (
            <a
              key={file.fileId}
              className={styles.document}
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              <FilePdfOutlined aria-hidden="true" /> {file.name}
            </a>
          ))}
        </section>
      ) : null}
    </>
  );
}
