import { describe, expect, it } from 'vitest';
import { createSessionStore } from './session';
import { createMemoryStore } from './storage';

const olivia = { adminId: 7, adminCode: 'A7', supplierId: 3, realName: 'Olivia Bennett', email: 'o@b.test' };

describe('the portal session', () => {
  it('re-renders nothing when the app stores the same profile and menu again as it opens', () => {
    const store = createSessionStore(createMemoryStore(), createMemoryStore());
    store.saveLogin({ ...olivia, access_token: 't1' } as Parameters<typeof store.saveLogin>[0], 1);
    store.saveMenu([]);
    const shown = store.get();
    let heard = 0;
    store.subscribe(() => heard++);

    store.saveUser(olivia);
    store.saveMenu([]);
    expect(heard).toBe(0);
    expect(store.get()).toBe(shown);

    store.saveUser({ ...olivia, realName: 'Olivia Bennett-Li' });
    expect(heard).toBe(1);
    expect(store.get().realName).toBe('Olivia Bennett-Li');
    store.clear();
    expect(heard).toBe(2);
    expect(store.get().isLoggedIn).toBe(false);
  });
});
