import { App } from 'antd';
import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Each mounted form with a guard tells, when asked, whether it holds unsaved input. */
export type UnsavedChangesRegistry = {
  register(isDirty: () => boolean): () => void;
  isAnyDirty(): boolean;
};

/** The forms of one app: one router blocker and one `beforeunload` listener ask them all. */
export function createUnsavedChangesRegistry(): UnsavedChangesRegistry {
  const checks = new Set<() => boolean>();
  return {
    register(isDirty) {
      checks.add(isDirty);
      return () => {
        checks.delete(isDirty);
      };
    },
    isAnyDirty: () => [...checks].some((isDirty) => isDirty()),
  };
}

/** Provided by `components/UnsavedChangesGuard`; without it a guard only confirms in-place closes. */
export const UnsavedChangesContext = createContext<UnsavedChangesRegistry | null>(null);

/** The "Leave this page? Your changes will be lost." dialog (Stay / Leave). */
export function useConfirmLeave() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return useCallback(
    (options: { onLeave: () => void; onStay?: () => void }) =>
      modal.confirm({
        title: t('unsavedChanges.title'),
        content: t('unsavedChanges.content'),
        okText: t('unsavedChanges.leave'),
        cancelText: t('unsavedChanges.stay'),
        okButtonProps: { danger: true },
        onOk: options.onLeave,
        onCancel: options.onStay,
      }),
    [modal, t],
  );
}

/**
 * Asks before unsaved input is lost: navigating in the app (menu, links, back button) and closing
 * or reloading the tab ask whenever `isDirty()` says so. `confirmLeave` asks the same before an
 * in-place close (a drawer, a modal); `allowLeave` stops asking, e.g. right after a successful save.
 */
export function useUnsavedChangesGuard(isDirty: () => boolean) {
  const registry = useContext(UnsavedChangesContext);
  const confirm = useConfirmLeave();
  const latest = useRef(isDirty);
  latest.current = isDirty;
  const isReleased = useRef(false);

  const check = useCallback(() => !isReleased.current && latest.current(), []);
  useEffect(() => registry?.register(check), [registry, check]);

  const confirmLeave = useCallback(
    (onLeave: () => void) => {
      if (!check()) onLeave();
      else confirm({ onLeave });
    },
    [check, confirm],
  );
  const allowLeave = useCallback(() => {
    isReleased.current = true;
  }, []);
  // A form shown again (a drawer reopened) guards again.
  const guardAgain = useCallback(() => {
    isReleased.current = false;
  }, []);
  return { confirmLeave, allowLeave, guardAgain };
}
