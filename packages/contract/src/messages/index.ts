import type { Lang } from '../constants.js';
import { en, type Messages } from './en.js';
import { ja } from './ja.js';
import { zh } from './zh.js';

export type { Messages };
/** Shared catalogs by stored language value. */
export const sharedMessages: Record<Lang, Messages> = { en, ch: zh, ja };

/** Looks up a dotted key and fills `{{name}}` placeholders; returns the key itself when missing. */
export function translate(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = sharedMessages[lang];
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}
