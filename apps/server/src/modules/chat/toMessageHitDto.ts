import type { MessageHit } from '@sc/contract';
import type { MessageSearchRow } from './messageSearch.repository.js';

/** Characters of context kept before the first match, and the snippet's length. */
const BEFORE = 30;
const LENGTH = 120;

type Highlight = MessageHit['highlights'][number];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the words are in a text (case-insensitive), sorted, overlaps merged. */
export function findWords(text: string, words: readonly string[]): Highlight[] {
  const found: Highlight[] = [];
  for (const word of words) {
    for (const match of text.matchAll(new RegExp(escapeRegExp(word), 'giu')))
      found.push({ start: match.index, length: match[0].length });
  }
  found.sort((a, b) => a.start - b.start);
  const merged: Highlight[] = [];
  for (const next of found) {
    const last = merged.at(-1);
    if (last && next.start <= last.start + last.length)
      last.length = Math.max(last.length, next.start + next.length - last.start);
    else merged.push({ ...next });
  }
  return merged;
}

/** A short plain-text piece of a message around its first match, with where the words are in it. */
export function snippetOf(
  content: string,
  words: readonly string[],
): Pick<MessageHit, 'snippet' | 'highlights'> {
  const text = content.replace(/\s+/g, ' ').trim();
  const first = findWords(text, words)[0]?.start ?? 0;
  let start = Math.max(0, Math.min(first - BEFORE, text.length - LENGTH));
  // Never cut a character made of two UTF-16 units (an emoji, a rare CJK character) in half.
  if (start > 0 && /[\uDC00-\uDFFF]/.test(text.charAt(start))) start -= 1;
  let end = Math.min(text.length, start + LENGTH);
  if (end < text.length && /[\uDC00-\uDFFF]/.test(text.charAt(end))) end += 1;
  const prefix = start > 0 ? '…' : '';
  const snippet = `${prefix}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  const highlights = findWords(text.slice(start, end), words).map((h) => ({
    start: h.start + prefix.length,
    length: h.length,
  }));
  return { snippet, highlights };
}

/** The one place a found message becomes JSON. */
export function toMessageHitDto(row: MessageSearchRow, words: readonly string[]): MessageHit {
  return {
    messageId: row.id,
    conversationId: row.conversationId,
    buyer: { id: row.buyerId, name: row.buyerName, companyName: row.buyerCompany },
    senderKind: row.senderKind,
    type: row.type,
    ...snippetOf(row.content, words),
    createdAt: row.createdAt.toISOString(),
  };
}
