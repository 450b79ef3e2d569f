import { MESSAGE_TYPE, type Product, type QuotationOption } from '@sc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Modal } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardFromOption } from '../../../components/quotation/quotationCardData';
import { storedClientIds } from '../../../lib/chat/chatMessages';
import { pendingOf } from '../../../lib/chat/outbox';
import { useChatDraft } from '../../../lib/chat/useChatDraft';
import type { ChatLinkAction } from '../../../lib/paths';
import { useSession } from '../../../lib/useSession';
import { chatKeys } from '../api/chatKeys';
import { uploadChatFile } from '../api/chatUploads';
import { chatEvents } from '../chatEvents';
import { type ChatFileKind, checkChatFile } from '../chatFileChecks';
import { sendChatMessage, useOutbox } from '../outboxStore';
import { useChatThread } from '../useChatThread';
import { useJumpToMessage } from '../useJumpToMessage';
import { useMarkViewed } from '../useMarkViewed';
import { useSocketOnline } from '../useSocketOnline';
import styles from './ChatConversation.module.css';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { ProductPickerModal } from './ProductPickerModal';
import { QuotationPickerModal } from './QuotationPickerModal';

type ChatConversationProps = {
  buyerId: number;
  buyerName: string;
  /** Null for a buyer I have not talked to yet: the first send starts the conversation. */
  conversationId: number | null;
  /** The conversation header (buyer, presence, actions), composed by the page. */
  header: ReactNode;
  /** On screen (not behind the list on a phone): its buyer messages get marked viewed. */
  isActive: boolean;
  /** Asked before each send; false stops it (e.g. the contact-cost confirmation was cancelled). */
  confirmSend: (buyerId: number, buyerName: string) => Promise<boolean>;
  /** Opens the product, quotation or PDF picker once on arrival (from the buyer pool's actions). */
  initialAction: ChatLinkAction | null;
  onInitialActionDone: () => void;
  onConversationStarted: (conversationId: number) => void;
  /** A message to go to (a search result): older pages load until it is shown, then it is marked. */
  focusMessageId?: number | null;
  /** The message was gone to (or is not in this conversation). */
  onFocusDone?: () => void;
  /** The platform blocked the buyer: a banner says so and nothing can be sent. */
  isBuyerBlocked?: boolean;
};

const noop = () => undefined;

const ACCEPT: Record<ChatFileKind, string> = {
  pdf: 'application/pdf,.pdf',
  image: 'image/jpeg,image/png,.jpg,.jpeg,.png',
};

/**
 * One conversation: its messages (history, live, unsent) and the composer with product, quotation,
 * PDF and image sending.
 */
export function ChatConversation({
  buyerId,
  buyerName,
  conversationId,
  header,
  isActive,
  confirmSend,
  initialAction,
  onInitialActionDone,
  onConversationStarted,
  focusMessageId = null,
  onFocusDone = noop,
  isBuyerBlocked = false,
}: ChatConversationProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { thread, status, isLoadingOlder, loadOlder, loadUntil, reload } = useChatThread(
    buyerId,
    conversationId,
  );
  const jump = useJumpToMessage(focusMessageId, status, loadUntil, onFocusDone);
  const outbox = useOutbox();
  const isOnline = useSocketOnline();
  const queryClient = useQueryClient();
  const [isPickingProduct, setIsPickingProduct] = useState(false);
  const [quotationPicker, setQuotationPicker] = useState<'closed' | 'open' | 'openWithLast'>('closed');
  const [isUploading, setIsUploading] = useState(false);
  const [isAskingForPdf, setIsAskingForPdf] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileKind = useRef<ChatFileKind>('pdf');
  const { adminId } = useSession();
  const [draft, setDraft] = useChatDraft(
    adminId ? { owner: `supplier:${adminId}`, partner: `buyer:${buyerId}` } : null,
  );

  const storedIds = useMemo(() => storedClientIds(thread.messages), [thread.messages]);
  const pending = pendingOf(outbox, storedIds, (message) => message.buyerId === buyerId);
  useMarkViewed(conversationId, thread.messages, isActive);

  // A quotation sent is the new "last quotation".
  useEffect(
    () =>
      chatEvents.on('sent', ({ message: sent }) => {
        if (sent.type === MESSAGE_TYPE.quotation)
          void queryClient.invalidateQueries({ queryKey: chatKeys.lastQuotation() });
      }),
    [queryClient],
  );

  // The first send to a new buyer tells which conversation it started.
  useEffect(() => {
    if (conversationId !== null) return;
    return chatEvents.on('sent', ({ message: sent, buyerId: to }) => {
      if (to === buyerId) onConversationStarted(sent.conversationId);
    });
  }, [buyerId, conversationId, onConversationStarted]);

  function pickFile(kind: ChatFileKind) {
    fileKind.current = kind;
    const input = fileInput.current;
    if (!input) return;
    input.accept = ACCEPT[kind];
    input.value = '';
    input.click();
  }

  useEffect(() => {
    if (!initialAction) return;
    // A file dialog opens only from a click: the PDF action asks for one first.
    if (initialAction === 'product') setIsPickingProduct(true);
    else if (initialAction === 'quotation') setQuotationPicker('open');
    else if (initialAction === 'lastQuotation') setQuotationPicker('openWithLast');
    else setIsAskingForPdf(true);
    onInitialActionDone();
  }, [initialAction, onInitialActionDone]);

  async function handleSendText(text: string): Promise<boolean> {
    if (isBuyerBlocked || !(await confirmSend(buyerId, buyerName))) return false;
    sendChatMessage({ buyerId, type: MESSAGE_TYPE.text, content: text.trim() });
    return true;
  }

  async function handlePickProduct(product: Product) {
    setIsPickingProduct(false);
    if (!(await confirmSend(buyerId, buyerName))) return;
    sendChatMessage({
      buyerId,
      type: MESSAGE_TYPE.product,
      productId: product.id,
      preview: {
        product: {
          productId: product.id,
          name: product.name,
          brand: product.brand,
          barcode: product.barcode,
          imageUrl: product.images[0]?.thumbUrl ?? product.images[0]?.url ?? null,
          specs: product.specs,
        },
      },
    });
  }

  async function handlePickQuotation(quotation: QuotationOption) {
    setQuotationPicker('closed');
    if (!(await confirmSend(buyerId, buyerName))) return;
    sendChatMessage({
      buyerId,
      type: MESSAGE_TYPE.quotation,
      quotationId: quotation.id,
      preview: { quotation: cardFromOption(quotation) },
    });
  }

  async function handleFile(file: File) {
    const kind = fileKind.current;
    const problem = checkChatFile(file, kind);
    if (problem) {
      void message.error(t(problem.key, problem.values));
      return;
    }
    if (!(await confirmSend(buyerId, buyerName))) return;
    setIsUploading(true);
    const hide = message.loading(t('chat.file.uploading', { name: file.name }), 0);
    try {
      const ref = await uploadChatFile(file, kind);
      sendChatMessage({
        buyerId,
        type: kind === 'pdf' ? MESSAGE_TYPE.pdf : MESSAGE_TYPE.image,
        fileId: ref.fileId,
        preview: { file: ref },
      });
    } catch (error) {
      const reason = error instanceof Error && error.message ? ` ${error.message}` : '';
      void message.error(`${t('chat.file.uploadFailed')}${reason}`);
    } finally {
      hide();
      setIsUploading(false);
    }
  }

  return (
    <section className={styles.conversation} aria-label={t('chat.conversationWith', { name: buyerName })}>
      {header}
      <MessageList
        messages={thread.messages}
        pending={pending}
        hasOlder={thread.hasOlder}
        isLoading={status === 'loading' && conversationId !== null}
        isError={status === 'error'}
        isLoadingOlder={isLoadingOlder}
        onLoadOlder={() => void loadOlder()}
        onReload={reload}
        emptyText={t('chat.newConversationHint', { name: buyerName })}
        focusMessageId={jump.focusId}
        onFocused={jump.onFocused}
      />
      {isBuyerBlocked ? (
        <Alert
          type="error"
          showIcon
          banner
          title={t('consoleBuyers.supplier.blockedBanner')}
          data-testid="chat-buyer-blocked"
        />
      ) : null}
      <Composer
        isDisabled={isBuyerBlocked}
        isUploading={isUploading}
        isOffline={!isOnline}
        value={draft}
        onChange={setDraft}
        onSend={handleSendText}
        onPickProduct={() => setIsPickingProduct(true)}
        onPickQuotation={() => setQuotationPicker('open')}
        onPickFile={pickFile}
      />
      <input
        ref={fileInput}
        type="file"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void handleFile(file);
        }}
      />
      <Modal
        open={isAskingForPdf}
        title={t('chat.composer.sendPdf')}
        okText={t('chat.file.choosePdf')}
        cancelText={t('chat.file.cancel')}
        onOk={() => {
          setIsAskingForPdf(false);
          pickFile('pdf');
        }}
        onCancel={() => setIsAskingForPdf(false)}
      >
        {t('chat.file.pdfPrompt', { name: buyerName })}
      </Modal>
      <QuotationPickerModal
        isOpen={quotationPicker !== 'closed'}
        shouldPreselectLast={quotationPicker === 'openWithLast'}
        onClose={() => setQuotationPicker('closed')}
        onPick={(quotation) => void handlePickQuotation(quotation)}
      />
      <ProductPickerModal
        isOpen={isPickingProduct}
        onClose={() => setIsPickingProduct(false)}
        onPick={(product) => void handlePickProduct(product)}
      />
    </section>
  );
}
