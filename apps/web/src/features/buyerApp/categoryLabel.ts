import { MAIN_CATEGORIES } from '@sc/contract';

/** A main category code named in the UI language (shared catalog `category.<code>`); other text as is. */
export function categoryLabel(code: string, t: (key: string) => string): string {
  return (MAIN_CATEGORIES as readonly string[]).includes(code) ? t(`category.${code}`) : code;
}
