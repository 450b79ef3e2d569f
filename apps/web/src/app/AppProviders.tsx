import { SMALL_UI_MAX_WIDTH } from '@sc/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { FeedbackBridge } from '../components/FeedbackBridge';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { languagePackOf } from '../lib/languagePack';
import { useLanguage } from '../lib/useLanguage';
import { useViewportWidth } from '../lib/useViewportWidth';
import { queryClient } from './queryClient';
import { theme } from './theme';

/** Data cache, Ant Design (theme, locale, size) and the app-wide feedback and loading overlay. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { lang } = useLanguage();
  const isSmall = useViewportWidth() < SMALL_UI_MAX_WIDTH;
  const locale = languagePackOf(lang).antd;
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={theme} componentSize={isSmall ? 'small' : 'middle'}>
        <AntApp>
          <FeedbackBridge />
          <LoadingOverlay />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
