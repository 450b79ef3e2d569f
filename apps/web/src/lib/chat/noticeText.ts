import { type ChatMessage, sharedMessages } from '@sc/contract';
import { isKeyOf } from '../isKeyOf';
import type { Translate } from '../Translate';

const NOTICE_PREFIX = 'notice.';

/** A system notice (type 9999): the server sends a catalog key such as `notice.contactCharged`. */
export function noticeText(message: Pick<ChatMessage, 'content'>, t: Translate): string {
  const code = message.content.slice(NOTICE_PREFIX.length);
  const isNotice = message.content.startsWith(NOTICE_PREFIX) && isKeyOf(sharedMessages.en.notice, code);
  return isNotice ? t(`notice.${code}`) : message.content;
}
