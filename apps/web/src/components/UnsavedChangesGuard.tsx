import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { createUnsavedChangesRegistry, UnsavedChangesContext, useConfirmLeave } from '../lib/unsavedChanges';

/**
 * The one router blocker and `beforeunload` listener for every form guarded with
 * `useUnsavedChangesGuard` below it. Needs a data router (`createBrowserRouter`).
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [registry] = useState(createUnsavedChangesRegistry);
  const confirmLeave = useConfirmLeave();

  // Replace navigations are the app's own redirects (guards, session end), never a user's choice.
  const [shouldBlock] = useState(() => {
    const blockIfDirty: BlockerFunction = ({ currentLocation, nextLocation, historyAction }) =>
      historyAction !== 'REPLACE' &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      registry.isAnyDirty();
    return blockIfDirty;
  });
  const blocker = useBlocker(shouldBlock);
  // Each blocked navigation asks once. Keyed by its location, not by the blocker's state: the router
  // updates in transitions, so "Stay" followed at once by a new navigation (the back button) can go
  // from blocked to blocked in one render, and a state-keyed effect would not ask the second time.
  const blockedKey = blocker.state === 'blocked' ? blocker.location.key : null;
  const latestBlocker = useRef(blocker);
  latestBlocker.current = blocker;

  useEffect(() => {
    if (blockedKey === null) return;
    const dialog = confirmLeave({
      onLeave: () => latestBlocker.current.proceed?.(),
      onStay: () => latestBlocker.current.reset?.(),
    });
    return () => dialog.destroy();
  }, [blockedKey, confirmLeave]);

  useEffect(() => {
    function handleBeforeUnload(event: BeforeUnloadEvent) {
      if (!registry.isAnyDirty()) return;
      event.preventDefault();
      // Older browsers show their own prompt only when a return value is set.
      event.returnValue = '';
    }
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [registry]);

  return <UnsavedChangesContext.Provider value={registry}>{children}</UnsavedChangesContext.Provider>;
}
