import { type ReactNode, useEffect, useState } from 'react';
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
  // The router makes a new blocker for each navigation it blocks: each asks once. Keyed by that object,
  // not by the state nor the location: "Stay" followed at once by Back again can go from blocked to
  // blocked in one render (the router updates in transitions), to the same history entry.
  const blocked = blocker.state === 'blocked' ? blocker : null;

  useEffect(() => {
    if (!blocked) return;
    const dialog = confirmLeave({ onLeave: () => blocked.proceed(), onStay: () => blocked.reset() });
    return () => dialog.destroy();
  }, [blocked, confirmLeave]);

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
