import type { Messages } from '@sc/contract';
import type { UiMessages } from '../locales/en';

// Types every t() key against the English catalogs: a missing or misspelled key fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages & UiMessages };
  }
}
