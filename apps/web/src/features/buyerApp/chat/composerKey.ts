/** The parts of a keydown the composer looks at. */
export type ComposerKey = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** True while an input method (pinyin, kana) is composing: Enter then picks the candidate. */
  isComposing: boolean;
};

/**
 * SPEC 9: Enter sends, Ctrl+Enter inserts a new line (⌘+Enter on a Mac, and Shift+Enter as
 * people expect). `default` leaves the key to the text area.
 */
export function decideComposerKey(event: ComposerKey): 'send' | 'newline' | 'default' {
  if (event.key !== 'Enter' || event.isComposing) return 'default';
  if (event.ctrlKey || event.metaKey) return 'newline';
  if (event.shiftKey || event.altKey) return 'default';
  return 'send';
}

/** Inserts a line break at the caret (the browser does not do it for Ctrl+Enter). */
export function insertNewline(value: string, selectionStart: number, selectionEnd: number) {
  const next = `${value.slice(0, selectionStart)}\n${value.slice(selectionEnd)}`;
  return { value: next, caret: selectionStart + 1 };
}
