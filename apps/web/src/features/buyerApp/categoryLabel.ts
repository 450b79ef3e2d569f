import { en as sharedEn } from '@sc/contract/messages/en';
import { isKeyOf } from '../../lib/isKeyOf';
import type { Translate } from '../../lib/Translate';

/** A main category code named in the UI language (shared catalog `category.<code>`); other text as is. */
export function categoryLabel(code: string, t: Translate): string {
  return isKeyOf(sharedEn.category, code) ? t(`category.${code}`) : code;
}
