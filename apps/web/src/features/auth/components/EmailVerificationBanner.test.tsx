// @vitest-environment jsdom
import { apiPaths, type UserInfo } from '@sc/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { fakeServer } from '../../../test/fakeHttp';
import { renderWithApp } from '../../../test/renderWithApp';
import { EmailVerificationBanner } from './EmailVerificationBanner';

vi.mock('../../../lib/http', () => import('../../../test/fakeHttp'));

const shown = { timeout: 10_000 };

function profile(emailVerified: boolean): UserInfo {
  return {
    adminId: 7,
    adminCode: 'ABCDEFGHJK',
    supplierId: 3,
    realName: 'Li Wei',
    email: 'li.wei@example.com',
    companyName: 'Kiwi Orchard Ltd',
    jobTitle: 'sales_manager',
    title: 'ms',
    country: 'NZ',
    roles: ['owner'],
    createdAt: '2026-11-23T10:00:00.000Z',
    emailVerified,
  };
}

function signIn() {
  sessionStore.saveLogin({
    ...profile(false),
    access_token: 'token',
    token_type: 'bearer',
    expires_in: 3600,
  });
}

describe('the email confirmation banner', () => {
  beforeEach(() => {
    fakeServer.reset();
    signIn();
  });
  afterEach(() => sessionStore.clear());

  it('says what is waiting and where the link went, and sends it again', async () => {
    fakeServer.on(apiPaths.loginInfo, () => profile(false));
    fakeServer.on(apiPaths.resendVerification, () => ({ email: 'li.wei@example.com', emailVerified: false }));
    const { user } = renderWithApp(<EmailVerificationBanner />);

    expect(
      await screen.findByText(
        'Confirm your email to start contacting buyers — we sent a link to li.wei@example.com.',
        {},
        shown,
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Sent. Check your inbox at li.wei@example.com.', {}, shown)).toBeTruthy();
    expect(fakeServer.sentTo(apiPaths.resendVerification)).toEqual([{}]);
  });

  it('is not shown once the email is confirmed', async () => {
    fakeServer.on(apiPaths.loginInfo, () => profile(true));
    const { container } = renderWithApp(<EmailVerificationBanner />);
    await vi.waitFor(() => expect(fakeServer.sentTo(apiPaths.loginInfo)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('.ant-alert')).toBeNull();
  });

  it('is in Japanese for a Japanese user', async () => {
    fakeServer.on(apiPaths.loginInfo, () => profile(false));
    const { i18n } = await import('../../../lib/i18n');
    await i18n.changeLanguage('ja');
    try {
      renderWithApp(<EmailVerificationBanner />);
      expect(
        await screen.findByText(/li\.wei@example\.com に確認リンクをお送りしました/, {}, shown),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: '再送信' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
