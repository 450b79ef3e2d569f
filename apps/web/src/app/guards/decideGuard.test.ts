import { describe, expect, it } from 'vitest';
import { saveReturnUrl, takeReturnUrl } from '../../lib/returnUrl';
import { createMemoryStore } from '../../lib/storage';
import { decideGuard } from './decideGuard';

describe('decideGuard', () => {
  it('lets signed-out visitors open only the login and reset pages', () => {
    expect(decideGuard({ pathname: '/login', search: '' }, false)).toEqual({ kind: 'allow' });
    expect(decideGuard({ pathname: '/resetPwd', search: '?token=abc' }, false)).toEqual({ kind: 'allow' });
    expect(decideGuard({ pathname: '/index', search: '' }, false)).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(decideGuard({ pathname: '/', search: '' }, false)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideGuard({ pathname: '/404', search: '' }, false)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideGuard({ pathname: '/no/such/page', search: '' }, false)).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('saves the address to come back to when it had a query string', () => {
    expect(decideGuard({ pathname: '/buyersList', search: '?tab=new' }, false)).toEqual({
      kind: 'redirect',
      to: '/login',
      returnTo: { head: '/buyersList', full: '/buyersList?tab=new' },
    });
  });

  it("leaves the buyers' app to its own guard, but not portal pages that merely start with /buyer", () => {
    for (const pathname of ['/buyer', '/buyer/', '/buyer/login', '/buyer/chat/12', '/Buyer/suppliers']) {
      expect(decideGuard({ pathname, search: '' }, false), pathname).toEqual({ kind: 'allow' });
    }
    expect(decideGuard({ pathname: '/buyersList', search: '' }, false)).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(decideGuard({ pathname: '/buyerx', search: '' }, false)).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('leaves the platform console to its own session, signed in to the portal or not', () => {
    for (const isLoggedIn of [false, true]) {
      for (const pathname of ['/console', '/console/', '/console/login', '/Console/inbox']) {
        expect(decideGuard({ pathname, search: '?x=1' }, isLoggedIn), pathname).toEqual({ kind: 'allow' });
      }
    }
    for (const pathname of ['/consoles', '/consolelogin', '/x/console']) {
      expect(decideGuard({ pathname, search: '' }, false), pathname).toEqual({
        kind: 'redirect',
        to: '/login',
      });
    }
  });

  it('lets signed-in users through', () => {
    expect(decideGuard({ pathname: '/index', search: '?back=1' }, true)).toEqual({ kind: 'allow' });
  });

  it('renames merchant_transaction_id on /buyersList and keeps other parameters', () => {
    expect(decideGuard({ pathname: '/buyersList', search: '?merchant_transaction_id=M1&x=2' }, true)).toEqual(
      {
        kind: 'redirect',
        to: '/buyersList?x=2&merchantTransactionId=M1',
      },
    );
    expect(decideGuard({ pathname: '/buyersList', search: '?merchantTransactionId=M1' }, true)).toEqual({
      kind: 'allow',
    });
  });
});

describe('return address after login', () => {
  it('goes back to the saved address once, then to the fallback', () => {
    const store = createMemoryStore();
    saveReturnUrl(store, { head: '/buyersList', full: '/buyersList?tab=new' });
    expect(store.get('buyerUrlHead')).toBe('/buyersList');
    expect(takeReturnUrl(store, '/index')).toBe('/buyersList?tab=new');
    expect(store.get('buyerUrlHead')).toBeNull();
    expect(takeReturnUrl(store, '/index')).toBe('/index');
  });

  it('refuses addresses that leave the site', () => {
    const store = createMemoryStore({ buyerUrl: '//evil.example/x' });
    expect(takeReturnUrl(store, '/index')).toBe('/index');
    store.set('buyerUrl', 'https://evil.example');
    expect(takeReturnUrl(store, '/index')).toBe('/index');
  });
});
