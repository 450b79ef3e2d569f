import { describe, expect, it } from 'vitest';
import { basicAuthorization, buildRequestHeaders } from './requestHeaders';

const signedOut = { token: null, adminId: null, supplierId: null, adminCode: null };
const signedIn = { token: 'tok-123', adminId: '7', supplierId: '42', adminCode: 'A0007' };

describe('buildRequestHeaders', () => {
  it('uses the web client Basic authorization when no token is stored', () => {
    const headers = buildRequestHeaders(signedOut, 'en');
    expect(headers.Authorization).toBe(`Basic ${btoa('web:web')}`);
    expect(headers).not.toHaveProperty('operatorId');
    expect(headers).not.toHaveProperty('supplierId');
    expect(headers).not.toHaveProperty('adminCode');
  });

  it('sends the stored token and identity headers when signed in', () => {
    expect(buildRequestHeaders(signedIn, 'en')).toEqual({
      Authorization: 'Bearer tok-123',
      'Accept-Language': 'en',
      operatorId: '7',
      supplierId: '42',
      adminCode: 'A0007',
    });
  });

  it('maps the stored language to its BCP 47 tag', () => {
    expect(buildRequestHeaders(signedOut, 'ch')['Accept-Language']).toBe('zh-CN');
    expect(buildRequestHeaders(signedOut, 'ja')['Accept-Language']).toBe('ja');
  });

  it('keeps Basic authorization for the login call even with a stored token', () => {
    expect(buildRequestHeaders(signedIn, 'en', { forceBasic: true }).Authorization).toBe(
      basicAuthorization(),
    );
  });
});
