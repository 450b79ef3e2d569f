import { TIMINGS } from '@sc/contract';
import type { App } from 'antd';
import { createPopupGate } from './popupGate';

/** The context-aware message and modal APIs of antd's <App>, registered by the React tree. */
export type FeedbackApi = Pick<ReturnType<typeof App.useApp>, 'message' | 'modal'>;

let api: FeedbackApi | null = null;
const errorGate = createPopupGate(TIMINGS.errorPopupSuppressMs);

// Before antd's <App> is mounted (the sign-in page draws without Ant Design) the static APIs are
// loaded on demand, so the first screen does not carry the message and modal code.
type StaticFeedback = {
  message: typeof import('antd/es/message')['default'];
  modal: typeof import('antd/es/modal')['default'];
};

function withFeedback(show: (feedback: FeedbackApi | StaticFeedback) => void): void {
  if (api) {
    show(api);
    return;
  }
  Promise.all([import('antd/es/message'), import('antd/es/modal')]).then(
    ([message, modal]) => show(api ?? { message: message.default, modal: modal.default }),
    (error: unknown) => console.error('Feedback could not load', error),
  );
}

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
  withFeedback((feedback) => feedback.message.error(text));
}

export function showSuccessMessage(text: string): void {
  withFeedback((feedback) => feedback.message.success(text));
}

/** A warning toast kept a little longer, e.g. a notice shown while leaving a page. */
export function showWarningMessage(text: string): void {
  withFeedback((feedback) => feedback.message.warning({ content: text, duration: 6 }));
}

/** A warning dialog with OK only that cannot be dismissed any other way. */
export function showBlockingWarning(options: { title: string; content: string; onOk: () => void }): void {
  withFeedback((feedback) =>
    feedback.modal.warning({
      title: options.title,
      content: options.content,
      closable: false,
      keyboard: false,
      mask: { closable: false },
      onOk: options.onOk,
    }),
  );
}
