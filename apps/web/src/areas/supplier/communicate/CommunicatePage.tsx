import { ChatWorkspace } from './ChatWorkspace';

/** Menu page 'Communicate' (/communicate): the supplier's chat with buyers. */
export function CommunicatePage() {
  return <ChatWorkspace />;
}
