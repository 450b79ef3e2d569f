import type { ParseKeys } from 'i18next';

/** A key of the web's catalog: the shared messages of @sc/contract plus the UI strings of locales/en. */
export type MessageKey = ParseKeys<'translation'>;

/** Values for a message's `{{placeholders}}` (and `count` for plurals). */
export type MessageValues = Record<string, string | number>;

/** Translates a checked key: `t` of useTranslation, or `translate` outside React. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;
