import { describe, expect, it } from 'vitest';
import { decideComposerKey } from '../../lib/composerKey';

const key = { key: 'Enter', ctrlKey: false, metaKey: false, shiftKey: false, isComposing: false };

describe('decideComposerKey', () => {
  it('sends on Enter and inserts a new line on Ctrl+Enter (SPEC 2)', () => {
    expect(decideComposerKey(key)).toBe('send');
    expect(decideComposerKey({ ...key, ctrlKey: true })).toBe('newline');
    expect(decideComposerKey({ ...key, metaKey: true })).toBe('newline');
  });

  it('leaves Enter to the input method while composing, and other keys alone', () => {
    expect(decideComposerKey({ ...key, isComposing: true })).toBe('default');
    expect(decideComposerKey({ ...key, shiftKey: true })).toBe('default');
    expect(decideComposerKey({ ...key, key: 'a' })).toBe('default');
  });
});
