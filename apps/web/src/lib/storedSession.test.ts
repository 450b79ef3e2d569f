import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './storage';
import { createStoredSession } from './storedSession';

const keys = { token: 'xToken', name: 'xName' } as const;
function session(initial: Record<string, string> = {}) {
  const store = createMemoryStore(initial);
  const stored = createStoredSession({
    keys,
    read: (s) => ({ token: s.get(keys.token), name: s.get(keys.name) ?? '' }),
    entriesOf: (login: { token: string; name: string }) => [
      [keys.token, login.token],
      [keys.name, login.name],
    ],
    store,
  });
  return { store, stored };
}

describe('a session under its own storage keys', () => {
  it('reads what is stored, keeps the snapshot until something changes', () => {
    const { stored } = session({ xToken: 't1', xName: 'Li Wei' });
    const first = stored.get();
    expect(first).toEqual({ token: 't1', name: 'Li Wei' });
    expect(stored.get()).toBe(first);
  });

  it('stores a login and a sign-out under its keys only, telling its listeners each time', () => {
    const { store, stored } = session({ portalToken: 'keep me' });
    const heard: string[] = [];
    const stop = stored.subscribe(() => heard.push(stored.get().token ?? 'none'));
    stored.saveLogin({ token: 't2', name: 'Chen Jing' });
    expect(stored.get()).toEqual({ token: 't2', name: 'Chen Jing' });
    stored.clear();
    expect(stored.get()).toEqual({ token: null, name: '' });
    expect(heard).toEqual(['t2', 'none']);
    expect(store.get('portalToken')).toBe('keep me');
    stop();
    stored.saveLogin({ token: 't3', name: 'x' });
    expect(heard).toHaveLength(2);
  });

  it('tells its listeners nothing when the same values are stored again (nothing re-renders)', () => {
    const { stored } = session();
    stored.saveLogin({ token: 't1', name: 'Li Wei' });
    const before = stored.get();
    let heard = 0;
    stored.subscribe(() => heard++);
    stored.saveLogin({ token: 't1', name: 'Li Wei' });
    stored.refresh();
    expect(heard).toBe(0);
    expect(stored.get()).toBe(before);
    stored.saveLogin({ token: 't1', name: 'Li Wei Chen' });
    expect(heard).toBe(1);
    expect(stored.get()).toEqual({ token: 't1', name: 'Li Wei Chen' });
  });
});
