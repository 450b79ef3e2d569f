import type { Lang } from '@sc/contract';
import { queryRoots } from '../../../lib/queryRoots';

/** Query keys of the supplier's chat; a star or a message refreshes what is under `all` or `lists`. */
/** What the conversation list shows: all or starred, unread only, and the search words. */
export type ConversationFilter = { tab: 'all' | 'starred'; unreadOnly: boolean; keyword: string };

export const chatKeys = {
  all: [queryRoots.chat] as const,
  lists: () => [queryRoots.chat, 'list'] as const,
  list: (filter: ConversationFilter) => [queryRoots.chat, 'list', filter] as const,
  forBuyer: (buyerId: number | null) => [queryRoots.chat, 'list', 'forBuyer', buyerId] as const,
  counts: () => [queryRoots.chat, 'counts'] as const,
  /** Under `lists`, so a new message refreshes the found messages too. */
  messageSearch: (keyword: string) => [queryRoots.chat, 'list', 'messages', keyword] as const,
  buyer: (lang: Lang, buyerId: number | null) => [queryRoots.chat, 'buyer', lang, buyerId] as const,
  quotation: (messageId: number) => [queryRoots.chat, 'quotation', messageId] as const,
  lastQuotation: () => [queryRoots.chat, 'lastQuotation'] as const,
  translationStatus: () => [queryRoots.chat, 'translationStatus'] as const,
  /** The colleagues a conversation can be handed to. */
  handoffColleagues: () => [queryRoots.chat, 'handoffColleagues'] as const,
  /** Under the products root, so saving a product refreshes the picker. */
  productPicker: (keyword: string, pageIndex: number) =>
    [queryRoots.products, 'chatPicker', keyword, pageIndex] as const,
  /** Under the quotations root, so saving a quotation refreshes the picker. */
  quotationPicker: (keyword: string) => [queryRoots.quotations, 'chatPicker', keyword] as const,
};
