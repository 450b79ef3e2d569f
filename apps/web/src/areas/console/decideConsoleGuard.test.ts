import { describe, expect, it } from 'vitest';
import { decideConsoleGuard } from './decideConsoleGuard';

describe('decideConsoleGuard', () => {
  it('sends a visitor without a console session to the console login', () => {
    expect(decideConsoleGuard('/console', false)).toEqual({ redirectTo: '/console/login' });
    expect(decideConsoleGuard('/console/anything', false)).toEqual({ redirectTo: '/console/login' });
    expect(decideConsoleGuard('/console/login', false)).toEqual({ redirectTo: null });
    expect(decideConsoleGuard('/console/login/', false)).toEqual({ redirectTo: null });
  });

  it('sends a signed-in team member from the login page to the inbox', () => {
    expect(decideConsoleGuard('/console/login', true)).toEqual({ redirectTo: '/console' });
    expect(decideConsoleGuard('/console', true)).toEqual({ redirectTo: null });
  });
});
