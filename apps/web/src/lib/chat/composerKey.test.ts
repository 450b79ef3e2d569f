import { describe, expect, it } from 'vitest';
import { decideComposerKey, insertNewline } from './composerKey';

const enter = {
  key: 'Enter',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  isComposing: false,
};

describe('decideComposerKey (SPEC 9: every chat composer)', () => {
  it('sends on Enter alone', () => {
    expect(decideComposerKey(enter)).toBe('send');
  });
  it('inserts a new line on Ctrl+Enter and ⌘+Enter instead of sending', () => {
    expect(decideComposerKey({ ...enter, ctrlKey: true })).toBe('newline');
    expect(decideComposerKey({ ...enter, metaKey: true })).toBe('newline');
  });
  it('leaves Shift+Enter, other keys and IME confirmation to the browser', () => {
    expect(decideComposerKey({ ...enter, shiftKey: true })).toBe('default');
    expect(decideComposerKey({ ...enter, key: 'a' })).toBe('default');
    expect(decideComposerKey({ ...enter, isComposing: true })).toBe('default');
  });
});

describe('insertNewline', () => {
  it('replaces the selection with a new line and puts the caret after it', () => {
    expect(insertNewline('hello world', 5, 6)).toEqual({ value: 'hello\nworld', caret: 6 });
    expect(insertNewline('ab', 2, 2)).toEqual({ value: 'ab\n', caret: 3 });
  });
});
