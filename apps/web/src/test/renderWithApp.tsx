import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FeedbackBridge } from '../components/FeedbackBridge';
import { UnsavedChangesGuard } from '../components/UnsavedChangesGuard';
import { loadFullCatalog } from '../lib/i18n';

// The app loads English beyond the sign-in page's strings with its other pages; components need all.
await loadFullCatalog();

type RenderOptions = {
  /** The address the router starts at; `/` unless told. */
  at?: string;
  /** Other pages by path, to navigate to; `ui` answers every other address. */
  pages?: Record<string, ReactElement>;
};

/**
 * Renders a component as the app does (antd with its App context for toasts, a fresh data cache,
 * a data router with the unsaved-changes guard, the real catalogs) and gives a user to type and
 * click with. Motion is off: nothing waits for an animation. The data cache is returned too, for tests
 * that refresh what is shown.
 */
export function renderWithApp(ui: ReactElement, { at = '/', pages = {} }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const router = createMemoryRouter(
    [...Object.entries(pages).map(([path, element]) => ({ path, element })), { path: '*', element: ui }].map(
      (route) => ({ ...route, element: <UnsavedChangesGuard>{route.element}</UnsavedChangesGuard> }),
    ),
    { initialEntries: [at] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={{ zeroRuntime: true, token: { motion: false } }}>
        <AntApp>
          <FeedbackBridge />
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}
