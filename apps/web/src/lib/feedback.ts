import { TIMINGS } from '@sc/contract';
import type { App } from 'antd';
import { Modal as StaticModal, message as staticMessage } from 'antd';
import { createPopupGate } from './popupGate';

/** The context-aware message and modal APIs of antd's <App>, registered by the React tree. */
export type FeedbackApi = Pick<ReturnType<typeof App.useApp>, 'message' | 'modal'>;

let api: FeedbackApi | null = null;
const errorGate = createPopupGate(TIMINGS.errorPopupSuppressMs);

/** Called by the React tree once antd's <App> is mounted; returns the unregister function. */
export function registerFeedback(next: FeedbackApi): () => void {
  api = next;
  return () => {
    if (api === next) api = null;
  };
}

/** Shows an error toast unless one was shown in the last 1500 ms (SPEC 8). */
export function showErrorMessage(text: string): void {
  if (!errorGate.tryOpen()) return;
  void (api?.message ?? staticMessage).error(text);
}

export function showSuccessMessage(text: string): void {
  void (api?.message ?? staticMessage).success(text);
}

/** A warning toast kept a little longer, e.g. a notice shown while leaving a page. */
export function showWarningMessage(text: string): void {
  void (api?.message ?? staticMessage).warning({ content: text, duration: 6 });
}

/** A warning dialog with OK only that cannot be dismissed any other way. */
export function showBlockingWarning(options: { title: string; content: string; onOk: () => void }): void {
  (api?.modal ?? StaticModal).warning({
    title: options.title,
    content: options.content,
    closable: false,
    keyboard: false,
    mask: { closable: false },
    onOk: options.onOk,
  });
}
