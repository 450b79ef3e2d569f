import { SMALL_UI_MAX_WIDTH } from '@sc/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { languagePackOf } from '../lib/languagePack';
import { REDUCED_MOTION_QUERY } from '../lib/motion';
import { queryClient } from '../lib/queryClient';
import { useLanguage } from '../lib/useLanguage';
import { useMediaQuery } from '../lib/useMediaQuery';
import { useViewportWidth } from '../lib/useViewportWidth';
import { theme, themeWithoutMotion } from './antdTheme';
import { FeedbackBridge } from './FeedbackBridge';
import { LoadingOverlay } from './LoadingOverlay';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/**
 * The data cache and Ant Design (theme, locale, size) with the app-wide feedback and loading
 * overlay: what every page but the sign-in form is built on. Motion follows the system's setting.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const { lang } = useLanguage();
  const isSmall = useViewportWidth() < SMALL_UI_MAX_WIDTH;
  const locale = languagePackOf(lang).antd;
  const isMotionReduced = useMediaQuery(REDUCED_MOTION_QUERY);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={locale}
        theme={isMotionReduced ? themeWithoutMotion : theme}
        componentSize={isSmall ? 'small' : 'middle'}
      >
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
