import { type ChatMessage, sharedMessages } from '@sc/contract';
import { isKeyOf } from '../isKeyOf';
import type { Translate } from '../Translate';

const NOTICE_PREFIX = 'notice.';

/**
 * A system notice (type 9999): the server sends a catalog key such as `notice.contactCharged`, and the
 * values its text needs (`noticeParams`, e.g. who handed the conversation to whom).
 */
export function noticeText(
  message: Pick<ChatMessage, 'content'> & { noticeParams?: ChatMessage['noticeParams'] | undefined },
  t: Translate,
): string {
  const code = message.content.slice(NOTICE_PREFIX.length);
  const isNotice = message.content.startsWith(NOTICE_PREFIX) && isKeyOf(sharedMessages.en.notice, code);
  return isNotice ? t(`notice.${code}`, message.noticeParams ?? {}) : message.content;
}
