/** The widget's state: shown at all (the stored `status` flag) and maximized or minimized. */
export type SupportWidgetState = { isEnabled: boolean; isOpen: boolean };

export type SupportWidgetAction =
  /** SPEC 2: the show-contact event toggles minimized and maximized (and turns a hidden widget on). */
  | { type: 'showContact' }
  /** Open it (and turn a hidden widget on), e.g. to ask about a FAQ article. */
  | { type: 'open' }
  | { type: 'minimize' }
  /** The user hides the launcher; "Contact support" in the account menu brings it back. */
  | { type: 'hide' }
  /** The stored flag changed (another tab, or first read). */
  | { type: 'flagChanged'; isEnabled: boolean };

/**
 * Reads the stored `status` flag (SPEC 3). Missing means on: a signed-in supplier should always be
 * able to reach support, and the flag is only ever switched off on purpose ("false" or "0").
 */
export function parseStatusFlag(raw: string | null): boolean {
  if (raw === null) return true;
  const value = raw.trim().toLowerCase();
  return value !== 'false' && value !== '0';
}

/** The next widget state; the widget is visible only while `isEnabled` (SPEC 2). */
export function reduceSupportWidget(
  state: SupportWidgetState,
  action: SupportWidgetAction,
): SupportWidgetState {
  switch (action.type) {
    case 'showContact':
      return state.isEnabled ? { isEnabled: true, isOpen: !state.isOpen } : { isEnabled: true, isOpen: true };
    case 'open':
      return { isEnabled: true, isOpen: true };
    case 'minimize':
      return { ...state, isOpen: false };
    case 'hide':
      return { isEnabled: false, isOpen: false };
    case 'flagChanged':
      return action.isEnabled ? { ...state, isEnabled: true } : { isEnabled: false, isOpen: false };
  }
}
