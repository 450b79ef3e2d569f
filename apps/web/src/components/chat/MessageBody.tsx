import { FilePdfOutlined, PictureOutlined, ShoppingOutlined } from '@ant-design/icons';
import {
  type ChatFile,
  MESSAGE_TYPE,
  type ProductCard,
  type QuotationCard,
  type RfqQuoteCard,
} from '@sc/contract';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAddressStale } from '../../lib/chat/fileAddress';
import { QuotationChatCard } from '../quotation/QuotationChatCard';
import styles from './MessageBubble.module.css';
import { RfqQuoteChatCard } from './RfqQuoteChatCard';

/** What a bubble shows; a pending message has no id yet (and its quotation card no Open action). */
export type BubbleContent = {
  id?: number;
  type: number;
  content: string;
  product: ProductCard | null;
  quotation: QuotationCard | null;
  rfqQuote?: RfqQuoteCard | null;
  file: ChatFile | null;
  /** A system notice's values for its text. */
  noticeParams?: Record<string, string> | null;
};

/** Fresh signed addresses of a file: chat files are private and their addresses last minutes. */
export type FreshFile = (fileId: string) => Promise<{ url: string; thumbUrl: string | null }>;

/**
 * Where a card opens: a product page (the buyers' app), a quotation page with its router state;
 * and where a file's fresh addresses come from once the message's have expired.
 */
export type BubbleLinks = {
  productTo?: (product: ProductCard) => string;
  quotationLink?: (messageId: number) => { to: string; state?: unknown };
  /** Where an RFQ quote card opens (the RFQ with my quote, or the buyer's RFQ with its quotes). */
  rfqQuoteTo?: (card: RfqQuoteCard) => string;
  freshFile?: FreshFile;
};

/**
 * A chat file's addresses, renewed on demand: opening it after its address expired asks for a fresh
 * one first (the new tab opens at once, so no popup blocker stops it), and a picture that fails to
 * load asks once.
 */
function useFileAddresses(file: ChatFile, freshFile: FreshFile | undefined) {
  const [addresses, setAddresses] = useState({ url: file.url, thumbUrl: file.thumbUrl });
  const [hasRetried, setHasRetried] = useState(false);
  const renew = async () => {
    if (!freshFile) return null;
    const fresh = await freshFile(file.fileId);
    setAddresses(fresh);
    return fresh;
  };
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!freshFile || !isAddressStale(addresses.url)) return;
    event.preventDefault();
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    renew().then(
      (fresh) => {
        if (tab && fresh) tab.location.href = fresh.url;
      },
      () => tab?.close(),
    );
  };
  const onImageError = () => {
    if (hasRetried) return;
    setHasRetried(true);
    void renew().catch(() => {});
  };
  return { addresses, open, onImageError };
}

function PdfBody({ file, freshFile }: { file: ChatFile; freshFile: FreshFile | undefined }) {
  const { t } = useTranslation();
  const { addresses, open } = useFileAddresses(file, freshFile);
  return (
    <a
      className={styles.pdf}
      href={addresses.url}
      target="_blank"
      rel="noopener noreferrer"
      title={t('chat.file.open', { name: file.name })}
      onClick={open}
    >
      <FilePdfOutlined className={styles.pdfIcon} aria-hidden="true" />
      <span className={styles.pdfText}>
        <span className={styles.pdfName}>{file.name}</span>
        <span className={styles.muted}>PDF · {fileSize(file.size)}</span>
      </span>
    </a>
  );
}

function ImageBody({ file, freshFile }: { file: ChatFile; freshFile: FreshFile | undefined }) {
  const { t } = useTranslation();
  const { addresses, open, onImageError } = useFileAddresses(file, freshFile);
  return (
    <a
      className={styles.image}
      href={addresses.url}
      target="_blank"
      rel="noopener noreferrer"
      title={t('chat.file.openImage')}
      onClick={open}
    >
      <img
        src={addresses.thumbUrl ?? addresses.url}
        alt={t('chat.file.imageAlt', { name: file.name })}
        loading="lazy"
        onError={onImageError}
      />
    </a>
  );
}

/** "1.2 MB", "340 KB". */
function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function ProductBody({ product, to }: { product: ProductCard; to: string | undefined }) {
  const { t } = useTranslation();
  const body = (
    <>
      {product.imageUrl ? (
        <img className={styles.productImage} src={product.imageUrl} alt="" loading="lazy" />
      ) : (
        <span className={`${styles.productImage} ${styles.placeholder}`} aria-hidden="true">
          <ShoppingOutlined />
        </span>
      )}
      <span className={styles.productText}>
        <span className={styles.productLabel}>{t('chat.message.product')}</span>
        <strong className={styles.productName}>{product.name}</strong>
        {product.brand ? <span className={styles.muted}>{product.brand}</span> : null}
        <span className={styles.muted}>{t('chat.message.barcode', { code: product.barcode })}</span>
        {product.specs.length > 0 ? <span className={styles.muted}>{product.specs.join(' · ')}</span> : null}
        {to ? <span className={styles.linkText}>{t('chat.message.openProduct')}</span> : null}
      </span>
    </>
  );
  return to ? (
    <Link className={styles.product} to={to}>
      {body}
    </Link>
  ) : (
    <div className={styles.product}>{body}</div>
  );
}

/** The body of a message by type: text, product card, quotation card, RFQ quote card, PDF or image. */
export function MessageBody({ message, links }: { message: BubbleContent; links: BubbleLinks }) {
  const { t } = useTranslation();
  if (message.type === MESSAGE_TYPE.product && message.product)
    return <ProductBody product={message.product} to={links.productTo?.(message.product)} />;
  if (message.type === MESSAGE_TYPE.pdf && message.file)
    return <PdfBody file={message.file} freshFile={links.freshFile} />;
  if (message.type === MESSAGE_TYPE.image && message.file)
    return <ImageBody file={message.file} freshFile={links.freshFile} />;
  if (message.type === MESSAGE_TYPE.image || message.type === MESSAGE_TYPE.pdf) {
    return (
      <span className={styles.muted}>
        <PictureOutlined aria-hidden="true" /> {t('chat.preview.image')}
      </span>
    );
  }
  if (message.type === MESSAGE_TYPE.quotation && message.quotation) {
    const link = message.id === undefined ? undefined : links.quotationLink?.(message.id);
    return <QuotationChatCard card={message.quotation} openTo={link?.to ?? null} openState={link?.state} />;
  }
  if (message.type === MESSAGE_TYPE.quotation && !message.content)
    return <span className={styles.text}>{t('chat.preview.quotation')}</span>;
  if (message.type === MESSAGE_TYPE.rfqQuote && message.rfqQuote)
    return <RfqQuoteChatCard card={message.rfqQuote} openTo={links.rfqQuoteTo?.(message.rfqQuote)} />;
  if (message.type === MESSAGE_TYPE.rfqQuote && !message.content)
    return <span className={styles.text}>{t('rfq.chatCard.label')}</span>;
  return <span className={styles.text}>{message.content}</span>;
}
