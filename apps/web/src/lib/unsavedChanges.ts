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

/**
 * The "Leave this page? Your changes will be lost." dialog (Stay / Leave); `discard` words it for
 * closing a drawer or a modal ("Discard your changes?", Keep editing / Discard).
 */
export function useConfirmLeave() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return useCallback(
    (options: { onLeave: () => void; onStay?: () => void; wording?: 'leave' | 'discard' }) => {
      const isDiscard = options.wording === 'discard';
      return modal.confirm({
        title: t(isDiscard ? 'unsavedChanges.discardTitle' : 'unsavedChanges.title'),
        content: t(isDiscard ? 'unsavedChanges.discardContent' : 'unsavedChanges.content'),
        okText: t(isDiscard ? 'unsavedChanges.discard' : 'unsavedChanges.leave'),
        cancelText: t(isDiscard ? 'unsavedChanges.keepEditing' : 'unsavedChanges.stay'),
        okButtonProps: { danger: true },
        onOk: options.onLeave,
        onCancel: options.onStay,
      });
    },
    [modal, t],
  );
}

/**
 * Asks before unsaved input is lost: navigating in the app (menu, links, back button) and closing
 * or reloading the tab ask whenever `isDirty()` says so. `confirmDiscard` asks before an in-place
 * close (a drawer, a modal); `allowLeave` stops asking, e.g. right after a successful save.
 */
export function useUnsavedChangesGuard(isDirty: () => boolean) {
  const registry = useContext(UnsavedChangesContext);
  const confirm = useConfirmLeave();
  const latest = useRef(isDirty);
  latest.current = isDirty;
  const isReleased = useRef(false);

  const check = useCallback(() => !isReleased.current && latest.current(), []);
  useEffect(() => registry?.register(check), [registry, check]);

  const confirmDiscard = useCallback(
    (onDiscard: () => void) => {
      if (!check()) onDiscard();
      else confirm({ onLeave: onDiscard, wording: 'discard' });
    },
    [check, confirm],
  );
  const allowLeave = useCallback(() => {
    isReleased.current = true;
  }, []);
  return { confirmDiscard, allowLeave };
}
