import { DEFAULT_LANG, type Lang } from '@sc/contract';

/** The caller's language from Accept-Language (the web sends en, zh-CN or ja). */
export function langFromHeader(acceptLanguage: string | undefined): Lang {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh') || tag === 'ch') return 'ch';
    if (tag.startsWith('ja')) return 'ja';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LANG;
}
