import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../lib/storage';
import { saveBuyerReturnUrl, takeBuyerReturnUrl } from '../session/buyerReturnUrl';
import { decideBuyerGuard } from './decideBuyerGuard';

describe('decideBuyerGuard', () => {
  it('sends a signed-out buyer to /buyer/login and remembers the page asked for', () => {
    expect(decideBuyerGuard({ pathname: '/buyer/chat/7', search: '' }, false)).toEqual({
      kind: 'redirect',
      to: '/buyer/login',
      returnTo: '/buyer/chat/7',
    });
    expect(decideBuyerGuard({ pathname: '/buyer/suppliers', search: '?q=tea' }, false)).toEqual({
      kind: 'redirect',
      to: '/buyer/login',
      returnTo: '/buyer/suppliers?q=tea',
    });
    expect(decideBuyerGuard({ pathname: '/buyer', search: '' }, false)).toEqual({
      kind: 'redirect',
      to: '/buyer/login',
    });
  });

  it('lets a signed-out buyer open the sign-in page', () => {
    expect(decideBuyerGuard({ pathname: '/buyer/login', search: '?ended=expired' }, false)).toEqual({
      kind: 'allow',
    });
    expect(decideBuyerGuard({ pathname: '/buyer/login/', search: '' }, false)).toEqual({ kind: 'allow' });
  });

  it('opens the invitation link signed in or out (it names its own account)', () => {
    const link = { pathname: '/buyer/set-password', search: '?token=abc' };
    expect(decideBuyerGuard(link, false)).toEqual({ kind: 'allow' });
    expect(decideBuyerGuard(link, true)).toEqual({ kind: 'allow' });
  });

  it('lets a signed-in buyer through and skips the sign-in page', () => {
    expect(decideBuyerGuard({ pathname: '/buyer/product/3', search: '' }, true)).toEqual({ kind: 'allow' });
    expect(decideBuyerGuard({ pathname: '/buyer/login', search: '' }, true)).toEqual({
      kind: 'redirect',
      to: '/buyer',
    });
  });
});

describe('buyer return address', () => {
  it('returns once to a saved page of the buyers’ app, then to the conversations', () => {
    const store = createMemoryStore();
    saveBuyerReturnUrl(store, '/buyer/supplier/4');
    expect(takeBuyerReturnUrl(store)).toBe('/buyer/supplier/4');
    expect(takeBuyerReturnUrl(store)).toBe('/buyer');
  });

  it('never returns outside the buyers’ app or to the sign-in page', () => {
    const store = createMemoryStore();
    for (const address of [
      '/index',
      '//evil.example/buyer',
      'https://evil.example',
      '/buyersList',
      '/buyer/login',
    ]) {
      saveBuyerReturnUrl(store, address);
      expect(takeBuyerReturnUrl(store), address).toBe('/buyer');
    }
  });
});
