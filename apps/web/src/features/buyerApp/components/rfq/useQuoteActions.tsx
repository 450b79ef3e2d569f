import type { MyRfqDetail, ReceivedQuote } from '@sc/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showSuccessMessage } from '../../../../lib/feedback';
import { buyerPaths } from '../../../../lib/paths';
import { useRfqActions } from '../../api/useRfqActions';
import { DeclineQuoteModal } from './DeclineQuoteModal';

/** What the buyer may still do with a quote of this RFQ. */
export function quoteAbilities(
  rfq: Pick<MyRfqDetail, 'state' | 'closeReason' | 'quotes'>,
  quote: ReceivedQuote,
) {
  const isDecided = rfq.quotes.some((item) => item.status === 'awarded');
  const isOpen = rfq.state === 'open';
  // A full or expired RFQ is still waiting for the buyer's choice; a cancelled or awarded one is over.
  const canChoose =
    isOpen || (rfq.state === 'closed' && (rfq.closeReason === 'full' || rfq.closeReason === 'expired'));
  const isLive = quote.status === 'submitted' || quote.status === 'shortlisted';
  return {
    canShortlist: canChoose && !isDecided && isLive,
    canDecline: canChoose && !isDecided && isLive,
    canAward: canChoose && !isDecided && isLive,
  };
}

/**
 * The buyer's steps on a quote: reply in the chat, shortlist, decline with a reason (a dialog), award
 * (after a confirmation: it closes the RFQ). `dialogs` must be rendered once by the page.
 */
export function useQuoteActions(rfq: MyRfqDetail) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const actions = useRfqActions(rfq.id);
  const [declining, setDeclining] = useState<ReceivedQuote | null>(null);

  function reply(quote: ReceivedQuote) {
    if (quote.conversationId !== null) navigate(buyerPaths.chat(quote.conversationId));
    else navigate(buyerPaths.newChat(quote.supplier.id), { state: { supplierName: quote.supplier.name } });
  }

  function toggleShortlist(quote: ReceivedQuote) {
    actions.shortlist.mutate({ quoteId: quote.id, shortlisted: quote.status !== 'shortlisted' });
  }

  function award(quote: ReceivedQuote) {
    const name = quote.supplier.name;
    modal.confirm({
      title: t('buyerRfq.quote.awardTitle', { name }),
      content: t('buyerRfq.quote.awardText', { name }),
      okText: t('buyerRfq.quote.awardOk'),
      cancelText: t('buyerRfq.notNow'),
      onOk: () =>
        actions.award.mutateAsync(quote.id).then(
          () => showSuccessMessage(t('buyerRfq.quote.awarded', { name })),
          () => undefined, // the client has shown why
        ),
    });
  }

  const dialogs = (
    <DeclineQuoteModal
      supplierName={declining?.supplier.name ?? ''}
      isOpen={declining !== null}
      isSending={actions.decline.isPending}
      onDecline={(values) => actions.decline.mutateAsync({ quoteId: declining?.id ?? 0, ...values })}
      onClose={() => setDeclining(null)}
    />
  );

  return {
    reply,
    toggleShortlist,
    award,
    decline: (quote: ReceivedQuote) => setDeclining(quote),
    isShortlisting: (quote: ReceivedQuote) =>
      actions.shortlist.isPending && actions.shortlist.variables?.quoteId === quote.id,
    dialogs,
  };
}
export type QuoteActions = ReturnType<typeof useQuoteActions>;
