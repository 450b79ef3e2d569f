import { STORAGE_KEYS } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { appEvents } from '../../lib/appEvents';
import { createMemoryStore } from '../../lib/storage';
import { parseStatusFlag, reduceSupportWidget } from './supportWidgetState';
import { createSupportWidgetStore, supportWidgetStore } from './supportWidgetStore';

describe('support widget visibility (SPEC 2: only while the status flag is on)', () => {
  it('reads the stored flag: missing means on, false or 0 means off', () => {
    expect(parseStatusFlag(null)).toBe(true);
    expect(parseStatusFlag('true')).toBe(true);
    expect(parseStatusFlag('false')).toBe(false);
    expect(parseStatusFlag(' FALSE ')).toBe(false);
    expect(parseStatusFlag('0')).toBe(false);
  });

  it('starts hidden when the flag is off and minimized when it is on', () => {
    expect(createSupportWidgetStore(createMemoryStore({ status: 'false' })).get()).toEqual({
      isEnabled: false,
      isOpen: false,
    });
    expect(createSupportWidgetStore(createMemoryStore()).get()).toEqual({ isEnabled: true, isOpen: false });
  });

  it('hiding stores the flag off; show-contact turns it back on, opened', () => {
    const store = createMemoryStore();
    const widget = createSupportWidgetStore(store);
    widget.dispatch({ type: 'hide' });
    expect(store.get(STORAGE_KEYS.status)).toBe('false');
    expect(widget.get().isEnabled).toBe(false);
    widget.dispatch({ type: 'showContact' });
    expect(widget.get()).toEqual({ isEnabled: true, isOpen: true });
    expect(store.get(STORAGE_KEYS.status)).toBe('true');
  });

  it('closes and hides when another tab switches the flag off', () => {
    const store = createMemoryStore();
    const widget = createSupportWidgetStore(store);
    widget.dispatch({ type: 'showContact' });
    store.set(STORAGE_KEYS.status, 'false');
    widget.reload();
    expect(widget.get()).toEqual({ isEnabled: false, isOpen: false });
  });
});

describe('show-contact toggles minimized and maximized (SPEC 2, 4)', () => {
  it('toggles on each event and minimizes on request', () => {
    let state = { isEnabled: true, isOpen: false };
    state = reduceSupportWidget(state, { type: 'showContact' });
    expect(state.isOpen).toBe(true);
    state = reduceSupportWidget(state, { type: 'showContact' });
    expect(state.isOpen).toBe(false);
    state = reduceSupportWidget({ isEnabled: true, isOpen: true }, { type: 'minimize' });
    expect(state).toEqual({ isEnabled: true, isOpen: false });
  });

  it('listens to the app-wide show-contact event and notifies subscribers', () => {
    const before = supportWidgetStore.get();
    let notified = 0;
    const stop = supportWidgetStore.subscribe(() => {
      notified += 1;
    });
    appEvents.emit('showContact', null);
    expect(supportWidgetStore.get().isOpen).toBe(!before.isOpen || !before.isEnabled);
    appEvents.emit('showContact', null);
    expect(supportWidgetStore.get().isOpen).toBe(false);
    expect(notified).toBe(2);
    stop();
  });
});
