import { type CallInput, CHAT_SEARCH, type chatCalls, type MessageHit, type Page } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { pageRange, toPage } from '../../db/page.js';
import type { SupplierCaller } from '../../http/caller.js';
import { chatReachOf } from './chatViewer.js';
import { searchMessages } from './messageSearch.repository.js';
import { toMessageHitDto } from './toMessageHitDto.js';

/** The keyword's words, lower-cased and without repeats (at most CHAT_SEARCH.maxWords). */
export function keywordWords(keyword: string): string[] {
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, CHAT_SEARCH.maxWords);
}

/** Finds text messages in my company's conversations (those within my reach) by words: best match first, then newest. */
export async function searchMyMessages(
  ctx: AppContext,
  caller: SupplierCaller,
  query: CallInput<typeof chatCalls.search>,
): Promise<Page<MessageHit>> {
  const words = keywordWords(query.keyword);
  const phrase = query.keyword.replace(/\s+/g, ' ');
  const { rows, total } = await searchMessages(
    ctx.db,
    caller.supplierId,
    { words, phrase },
    pageRange(query),
    chatReachOf(caller, 'chat:read'),
  );
  return toPage(
    rows.map((row) => toMessageHitDto(row, words)),
    total,
    query,
  );
}
