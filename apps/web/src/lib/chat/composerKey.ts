/** What a key press in the message box does (SPEC 9: Enter sends, Ctrl+Enter inserts a new line). */
export type ComposerKeyAction = 'send' | 'newline' | 'default';

export type ComposerKey = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey?: boolean;
  /** True while an input method (Chinese, Japanese) is composing: Enter confirms the word. */
  isComposing: boolean;
};

/**
 * Enter alone sends; Ctrl+Enter (⌘+Enter on a Mac) inserts a new line, which a textarea would not
 * do by itself; Shift+Enter keeps the browser's own new line; Enter that ends an IME composition
 * only confirms the word.
 */
export function decideComposerKey(event: ComposerKey): ComposerKeyAction {
  if (event.key !== 'Enter' || event.isComposing) return 'default';
  if (event.ctrlKey || event.metaKey) return 'newline';
  if (event.shiftKey || event.altKey) return 'default';
  return 'send';
}

/** The text and caret after inserting a new line over the selection. */
export function insertNewline(value: string, start: number, end: number): { value: string; caret: number } {
  return { value: `${value.slice(0, start)}\n${value.slice(end)}`, caret: start + 1 };
}
