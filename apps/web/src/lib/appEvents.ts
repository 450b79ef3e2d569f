import { createEmitter } from './emitter';

/** Why the local session ended. */
export type LogoutReason =
  | 'logout'
  | 'unauthorized'
  | 'replaced'
  | 'password_changed'
  | 'suspended'
  | 'disabled';

/** App-wide events between the non-React libraries and the React tree. */
export type AppEvents = {
  /** The session was cleared; listeners drop per-user state (socket, query cache). */
  logout: { reason: LogoutReason };
  /** A library asks the router to go somewhere (e.g. to /login after a session loss). */
  navigate: { to: string; replace: boolean };
  /** SPEC 2: toggles the live-chat (support) widget between minimized and maximized. */
  showContact: null;
  /** Opens the support chat with a question written for the user (e.g. naming a FAQ article). */
  askSupport: { text: string };
};

export const appEvents = createEmitter<AppEvents>();
