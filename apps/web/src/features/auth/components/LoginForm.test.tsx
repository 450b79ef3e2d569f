// @vitest-environment jsdom
import { apiPaths, ErrorCode } from '@sc/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/ApiError';
import { fakeServer } from '../../../test/fakeHttp';
import { renderWithApp } from '../../../test/renderWithApp';
import { LoginForm } from './LoginForm';

vi.mock('../../../lib/http', () => import('../../../test/fakeHttp'));

const shown = { timeout: 10_000 };
const captchaImage = () => screen.getByRole<HTMLImageElement>('img', { name: /verification code/i });

describe('the sign-in form (plain elements, the contract rules loaded on demand)', () => {
  beforeEach(() => fakeServer.reset());

  it('says what is missing and sends nothing', async () => {
    const onSignedIn = vi.fn(async () => undefined);
    const { user } = renderWithApp(<LoginForm onSignedIn={onSignedIn} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    for (const text of [
      'Please enter the account number',
      'Please input a password',
      'Please enter the verification code',
    ])
      expect(await screen.findByText(text, {}, shown)).toBeTruthy();
    expect(fakeServer.sentTo(apiPaths.token)).toEqual([]);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('puts a wrong code on its field and shows a new captcha', async () => {
    fakeServer.on(apiPaths.token, () => {
      throw new ApiError({ code: ErrorCode.CAPTCHA_INVALID, msg: 'Verification code error' });
    });
    const { user } = renderWithApp(<LoginForm onSignedIn={async () => undefined} />);
    await user.type(screen.getByLabelText('Account'), ' demo@suppliercloud.test ');
    await user.type(screen.getByLabelText('Password'), 'Demo#2026');
    await user.type(screen.getByLabelText('Verification code'), '0000');
    const firstImage = captchaImage().src;
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Verification code error', {}, shown)).toBeTruthy();
    expect(captchaImage().src).not.toBe(firstImage);
    expect(screen.getByLabelText<HTMLInputElement>('Verification code').value).toBe('');
    expect(fakeServer.sentTo(apiPaths.token)).toEqual([
      expect.objectContaining({ username: 'demo@suppliercloud.test', code: '0000', password: 'Demo#2026' }),
    ]);
  });

  it('shows the captcha the page came with and signs in with its key; the next form makes its own', async () => {
    const pageKey = '0123456789abcdef0123456789abcdef';
    const meta = Object.assign(document.createElement('meta'), { name: 'captcha-key', content: pageKey });
    document.head.append(meta);
    fakeServer.on(apiPaths.token, () => {
      throw new ApiError({ code: ErrorCode.CAPTCHA_INVALID, msg: 'Verification code error' });
    });
    const { user, unmount } = renderWithApp(<LoginForm onSignedIn={async () => undefined} />);
    expect(captchaImage().getAttribute('src')).toBe(`/api/code?randomStr=${pageKey}`);
    await user.type(screen.getByLabelText('Account'), 'demo@suppliercloud.test');
    await user.type(screen.getByLabelText('Password'), 'Demo#2026');
    await user.type(screen.getByLabelText('Verification code'), '0000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Verification code error', {}, shown)).toBeTruthy();
    expect(fakeServer.sentTo(apiPaths.token)).toEqual([expect.objectContaining({ randomStr: pageKey })]);
    unmount();

    renderWithApp(<LoginForm onSignedIn={async () => undefined} />);
    expect(captchaImage().getAttribute('src')).toMatch(/^\/api\/code\?randomStr=[0-9a-f]{32}$/);
    expect(captchaImage().getAttribute('src')).not.toContain(pageKey);
  });
});
