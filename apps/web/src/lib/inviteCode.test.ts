import { describe, expect, it } from 'vitest';
import { forgetInviteCode, inviteVisitorKey, keepInviteCode, keptInviteCode } from './inviteCode';
import { createMemoryStore } from './storage';

const DAY = 86_400_000;

describe('the kept invitation code', () => {
  it('keeps a code from a link for 30 days, upper-cased, then forgets it', () => {
    const store = createMemoryStore();
    const start = Date.UTC(2026, 0, 1);
    expect(keepInviteCode('abcd2345', start, store)).toBe('ABCD2345');
    expect(keptInviteCode(start + 29 * DAY, store)).toBe('ABCD2345');
    expect(keptInviteCode(start + 30 * DAY, store)).toBeNull();
    expect(keptInviteCode(start, store)).toBeNull();
  });

  it('ignores what is not a code and leaves a kept one alone', () => {
    const store = createMemoryStore();
    keepInviteCode('ABCD2345', 0, store);
    expect(keepInviteCode('ABC0O1IL', 0, store)).toBeNull();
    expect(keepInviteCode(null, 0, store)).toBeNull();
    expect(keptInviteCode(1, store)).toBe('ABCD2345');
    forgetInviteCode(store);
    expect(keptInviteCode(1, store)).toBeNull();
  });

  it('drops an unreadable stored value', () => {
    const store = createMemoryStore({ 'sc.invite': '{"code":"ABCD2345"}' });
    expect(keptInviteCode(0, store)).toBeNull();
    expect(store.get('sc.invite')).toBeNull();
  });

  it('makes one visitor key per device', () => {
    const store = createMemoryStore();
    const key = inviteVisitorKey(store);
    expect(key).toMatch(/^[\w-]{16,64}$/);
    expect(inviteVisitorKey(store)).toBe(key);
  });
});
