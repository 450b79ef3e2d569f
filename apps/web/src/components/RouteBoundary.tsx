import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { PageLoader } from './PageLoader';

/** Error boundary plus loading fallback around a lazily loaded page. */
export function RouteBoundary({ children, resetKey }: { children: ReactNode; resetKey?: string }) {
  return (
    <ErrorBoundary resetKey={resetKey}>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
