import { MESSAGE_TYPE } from '@sc/contract';
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/likePattern.js';
import { buyers, conversations, messages, users } from '../../db/schema/index.js';
import { type ChatReach, reachCondition } from './chatViewer.js';

export interface MessageSearch {
  /** Every one must be in the text (case-insensitive substring). */
  words: string[];
  /** The keyword as typed (spaces collapsed): a whole-word, then a substring match ranks first. */
  phrase: string;
}

/** `\mphrase\M` for PostgreSQL's ~*: the phrase as a whole word, its regex characters taken literally. */
function wholeWordPattern(phrase: string): string {
  return `\\m${phrase.replace(/[.^$*+?()[\]{}|\\]/g, '\\$&')}\\M`;
}

function matches(supplierId: number, search: MessageSearch, reach?: ChatReach): SQL | undefined {
  return and(
    eq(conversations.supplierId, supplierId),
    reachCondition(reach),
    // Text messages only: the partial trigram index (messages_text_trgm_idx) covers exactly these.
    // A literal, not a parameter, so a generic plan can still prove the index's predicate.
    sql`${messages.type} = ${sql.raw(String(MESSAGE_TYPE.text))}`,
    ...search.words.map((word) => ilike(messages.content, containsPattern(word))),
    ...search.words.filter(isShort).map(bigramsContain),
  );
}

/** Shorter than a trigram: the ILIKE above could not use the trigram index. */
const isShort = (word: string) => [...word].length < 3;

/**
 * The word's character pairs are all among the message's (messages_text_bigrams_idx, added by hand
 * in migration 0006): an index for one- and two-character words; the ILIKE rechecks the order.
 */
function bigramsContain(word: string): SQL | undefined {
  const chars = [...word.toLowerCase()];
  const pairs = chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
  if (!pairs.length) return undefined;
  return sql`chat_bigrams(${messages.content}) @> array[${sql.join(
    pairs.map((p) => sql`${p}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * A page of my company's text messages holding every word (in the conversations within my reach):
 * the phrase as a whole word first, then as a substring, then the rest; newest first within each.
 */
export async function searchMessages(
  db: Database,
  supplierId: number,
  search: MessageSearch,
  page: { offset: number; limit: number },
  reach?: ChatReach,
) {
  const where = matches(supplierId, search, reach);
  const rank = sql<number>`case when ${messages.content} ~* ${wholeWordPattern(search.phrase)} then 2
    when ${messages.content} ilike ${containsPattern(search.phrase)} then 1 else 0 end`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: messages.id,
        conversationId: messages.conversationId,
        senderKind: messages.senderKind,
        type: messages.type,
        content: messages.content,
        createdAt: messages.createdAt,
        buyerId: conversations.buyerId,
        buyerName: users.realName,
        buyerCompany: buyers.companyName,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(buyers, eq(buyers.id, conversations.buyerId))
      .innerJoin(users, eq(users.id, buyers.userId))
      .where(where)
      .orderBy(desc(rank), desc(messages.createdAt), desc(messages.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: count() })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type MessageSearchRow = Awaited<ReturnType<typeof searchMessages>>['rows'][number];
