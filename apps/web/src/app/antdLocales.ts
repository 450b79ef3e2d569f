import type { Lang } from '@sc/contract';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import jaJP from 'antd/locale/ja_JP';
import zhCN from 'antd/locale/zh_CN';

/** Ant Design's own texts (pagination, modals, pickers) for each stored language. */
export const antdLocales: Record<Lang, Locale> = { en: enUS, ch: zhCN, ja: jaJP };
