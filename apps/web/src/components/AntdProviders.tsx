import { SMALL_UI_MAX_WIDTH } from '@sc/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { languagePackOf } from '../lib/languagePack';
import { queryClient } from '../lib/queryClient';
import { useLanguage } from '../lib/useLanguage';
import { useViewportWidth } from '../lib/useViewportWidth';
import { theme } from './antdTheme';
import { FeedbackBridge } from './FeedbackBridge';
import { LoadingOverlay } from './LoadingOverlay';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/**
 * The data cache and Ant Design (theme, locale, size) with the app-wide feedback and loading
 * overlay: what every page but the sign-in form is built on.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
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

/** The frame of every page but sign-in: the providers and the guard of unsaved form input. */
export function AntdAppFrame({ children }: { children: ReactNode }) {
  return (
    <AntdProviders>
      <UnsavedChangesGuard>{children}</UnsavedChangesGuard>
    </AntdProviders>
  );
}
