/** The parts of a keydown the composer looks at. */
export type ComposerKeyEvent = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  /** True while an input method (pinyin, kana) is composing: Enter then picks the candidate. */
  isComposing: boolean;
};

/** SPEC 2: Enter sends, Ctrl+Enter (⌘+Enter) inserts a new line; Shift+Enter is left to the text area. */
export function decideComposerKey(event: ComposerKeyEvent): 'send' | 'newline' | 'default' {
  if (event.key !== 'Enter' || event.isComposing) return 'default';
  if (event.ctrlKey || event.metaKey) return 'newline';
  if (event.shiftKey) return 'default';
  return 'send';
}
