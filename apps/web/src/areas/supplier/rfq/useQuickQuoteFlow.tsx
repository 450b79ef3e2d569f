import { useState } from 'react';
import { QuickQuoteModal, type QuickQuoteTarget } from '../../../features/rfq/components/QuickQuoteModal';
import { useConfirmQuoteSpend } from './useConfirmQuoteSpend';
import { useQuickQuoteControls } from './useQuickQuoteControls';

/**
 * The quick quotation of a page: `open` it for an RFQ (with my quote to revise it); a first quote is
 * confirmed like Contact Now before it spends a contact. Render `modal` once in the page.
 */
export function useQuickQuoteFlow() {
  const [target, setTarget] = useState<QuickQuoteTarget | null>(null);
  const controls = useQuickQuoteControls();
  const confirmSend = useConfirmQuoteSpend();
  const modal = (
    <QuickQuoteModal
      target={target}
      controls={controls}
      confirmSend={confirmSend}
      onClose={() => setTarget(null)}
    />
  );
  return { open: setTarget, modal };
}
