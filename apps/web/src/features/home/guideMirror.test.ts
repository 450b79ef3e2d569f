import { STORAGE_KEYS } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { mirrorGuide } from './guideMirror';

function memoryStore() {
  const values = new Map<string, string>();
  return {
    values,
    get: (key: string) => values.get(key) ?? null,
    set: (key: string, value: string) => void values.set(key, value),
    remove: (key: string) => void values.delete(key),
  };
}

describe('mirrorGuide', () => {
  it('writes the SPEC keys from the server state: the next tour page from 1, all done after the last', () => {
    const store = memoryStore();
    mirrorGuide(store, { checklistDismissed: false, tours: { buyers: null, chat: null, quotation: null } });
    expect(store.get(STORAGE_KEYS.pageIndex)).toBe('1');
    expect(store.get(STORAGE_KEYS.noviceGuide)).toBe('false');
    mirrorGuide(store, {
      checklistDismissed: true,
      tours: { buyers: 'finished', chat: 'dismissed', quotation: null },
    });
    expect(store.get(STORAGE_KEYS.pageIndex)).toBe('3');
    expect(store.get(STORAGE_KEYS.guide)).toBe('true');
    mirrorGuide(store, {
      checklistDismissed: true,
      tours: { buyers: 'finished', chat: 'finished', quotation: 'dismissed' },
    });
    expect(store.get(STORAGE_KEYS.pageIndex)).toBe('4');
    expect(store.get(STORAGE_KEYS.noviceGuide)).toBe('true');
  });
});
