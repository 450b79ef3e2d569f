import { describe, expect, it } from 'vitest';
import { type ComposerKey, decideComposerKey, insertNewline } from '../../../lib/composerKey';

const enter: ComposerKey = {
  key: 'Enter',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  isComposing: false,
};

describe('decideComposerKey (SPEC 9)', () => {
  it('sends on Enter', () => {
    expect(decideComposerKey(enter)).toBe('send');
  });

  it('inserts a new line on Ctrl+Enter (and ⌘+Enter)', () => {
    expect(decideComposerKey({ ...enter, ctrlKey: true })).toBe('newline');
    expect(decideComposerKey({ ...enter, metaKey: true })).toBe('newline');
  });

  it('leaves Shift+Enter, other keys and IME composition to the text area', () => {
    expect(decideComposerKey({ ...enter, shiftKey: true })).toBe('default');
    expect(decideComposerKey({ ...enter, key: 'a' })).toBe('default');
    expect(decideComposerKey({ ...enter, isComposing: true })).toBe('default');
  });
});

describe('insertNewline', () => {
  it('replaces the selection with a line break and puts the caret after it', () => {
    expect(insertNewline('hello world', 5, 6)).toEqual({ value: 'hello\nworld', caret: 6 });
    expect(insertNewline('ab', 2, 2)).toEqual({ value: 'ab\n', caret: 3 });
  });
});
