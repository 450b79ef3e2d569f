import { App } from 'antd';
import { useEffect } from 'react';
import { registerFeedback } from '../lib/feedback';

/** Hands antd's context-aware message and modal APIs to the non-React libraries. */
export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => registerFeedback({ message, modal }), [message, modal]);
  return null;
}
