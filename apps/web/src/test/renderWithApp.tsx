import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { FeedbackBridge } from '../components/FeedbackBridge';
import '../lib/i18n';

/**
 * Renders a component as the app does (antd with its App context for toasts, a fresh data cache,
 * a router, the real catalogs) and gives a user to type and click with. Motion is off: nothing waits
 * for an animation. The data cache is returned too, for tests that refresh what is shown.
 */
export function renderWithApp(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const view = render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider theme={{ zeroRuntime: true, token: { motion: false } }}>
          <AntApp>
            <FeedbackBridge />
            {ui}
          </AntApp>
        </ConfigProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...view, user, queryClient };
}
