import { MessageOutlined, ShopOutlined, StarFilled, StarOutlined, TrophyOutlined } from '@ant-design/icons';
import type { MyRfqDetail, ReceivedQuote } from '@sc/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buyerPaths } from '../../../../lib/paths';
import styles from './QuoteActionButtons.module.css';
import { type QuoteActions, quoteAbilities } from './useQuoteActions';

type QuoteActionButtonsProps = {
  rfq: MyRfqDetail;
  quote: ReceivedQuote;
  actions: QuoteActions;
  /** `row` under a card; `column` in a comparison column. */
  layout?: 'row' | 'column';
};

/**
 * Reply in chat and Award (what the RFQ's state still allows) as the main actions; the supplier's
 * showroom and Decline as quieter ones.
 */
export function QuoteActionButtons({ rfq, quote, actions, layout = 'row' }: QuoteActionButtonsProps) {
  const { t } = useTranslation();
  const can = quoteAbilities(rfq, quote);
  const name = quote.supplier.name;
  const size = layout === 'row' ? 'middle' : 'small';
  const reply = (
    <Button
      icon={<MessageOutlined />}
      onClick={() => actions.reply(quote)}
      aria-label={`${t('buyerRfq.quote.reply')}: ${name}`}
      size={size}
    >
      {t('buyerRfq.quote.reply')}
    </Button>
  );
  const award = can.canAward ? (
    <Button
      type="primary"
      icon={<TrophyOutlined />}
      onClick={() => actions.award(quote)}
      aria-label={`${t('buyerRfq.quote.award')}: ${name}`}
      size={size}
    >
      {t('buyerRfq.quote.award')}
    </Button>
  ) : null;
  const decline = can.canDecline ? (
    <Button
      type="text"
      danger
      onClick={() => actions.decline(quote)}
      aria-label={`${t('buyerRfq.quote.decline')}: ${name}`}
      size="small"
    >
      {t('buyerRfq.quote.decline')}
    </Button>
  ) : null;
  const showroom = (
    <Link to={buyerPaths.showroom(quote.supplier.id)} className={styles.showroom}>
      <ShopOutlined aria-hidden="true" /> {t('buyerRfq.quote.showroom')}
    </Link>
  );
  if (layout === 'column')
    return (
      <div className={styles.column}>
        {reply}
        {award}
        {decline}
        {showroom}
      </div>
    );
  return (
    <div className={styles.row}>
      <div className={styles.main}>
        {reply}
        {award}
      </div>
      <div className={styles.secondary}>
        {showroom}
        {decline}
      </div>
    </div>
  );
}

/** The shortlist toggle: a star that is filled once the quote is shortlisted. */
export function ShortlistButton({ rfq, quote, actions }: Omit<QuoteActionButtonsProps, 'layout'>) {
  const { t } = useTranslation();
  const isShortlisted = quote.status === 'shortlisted';
  if (!quoteAbilities(rfq, quote).canShortlist && !isShortlisted) return null;
  return (
    <Button
      type="text"
      className={isShortlisted ? styles.starred : styles.star}
      icon={isShortlisted ? <StarFilled /> : <StarOutlined />}
      aria-pressed={isShortlisted}
      aria-label={`${t('buyerRfq.quote.shortlist')}: ${quote.supplier.name}`}
      title={t(isShortlisted ? 'buyerRfq.quote.shortlisted' : 'buyerRfq.quote.shortlist')}
      disabled={!quoteAbilities(rfq, quote).canShortlist}
      loading={actions.isShortlisting(quote)}
      onClick={() => actions.toggleShortlist(quote)}
    />
  );
}
