import { describe, expect, it } from 'vitest';
import { decideSessionEnd } from './decideSessionEnd';

const base = { isLoggedIn: true, isDialogOpen: false, loginType: null };

describe('decideSessionEnd', () => {
  it('warns with a dialog when the server rejects or replaces the session', () => {
    expect(decideSessionEnd({ ...base, reason: 'unauthorized' })).toBe('dialog');
    expect(decideSessionEnd({ ...base, reason: 'replaced' })).toBe('dialog');
  });

  it('goes straight to login when loginType is 1', () => {
    expect(decideSessionEnd({ ...base, reason: 'unauthorized', loginType: '1' })).toBe('redirect');
  });

  it('shows one dialog even when several calls fail at once', () => {
    expect(decideSessionEnd({ ...base, reason: 'unauthorized', isDialogOpen: true })).toBe('ignore');
  });

  it('ignores late failures once the session is already cleared', () => {
    expect(decideSessionEnd({ ...base, reason: 'unauthorized', isLoggedIn: false })).toBe('ignore');
  });

  it('always explains a suspension of the company, even when loginType is 1', () => {
    expect(decideSessionEnd({ ...base, reason: 'suspended' })).toBe('suspended');
    expect(decideSessionEnd({ ...base, reason: 'suspended', loginType: '1' })).toBe('suspended');
    expect(decideSessionEnd({ ...base, reason: 'suspended', isDialogOpen: true })).toBe('ignore');
  });

  it('always says the company disabled the user, once, even when loginType is 1', () => {
    expect(decideSessionEnd({ ...base, reason: 'disabled' })).toBe('disabled');
    expect(decideSessionEnd({ ...base, reason: 'disabled', loginType: '1' })).toBe('disabled');
    expect(decideSessionEnd({ ...base, reason: 'disabled', isDialogOpen: true })).toBe('ignore');
    expect(decideSessionEnd({ ...base, reason: 'disabled', isLoggedIn: false })).toBe('ignore');
  });

  it('never shows the warning after the user changed the password', () => {
    expect(decideSessionEnd({ ...base, reason: 'password_changed' })).toBe('passwordChanged');
  });
});
