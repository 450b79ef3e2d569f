// @vitest-environment jsdom
import { apiPaths, ErrorCode, translate } from '@sc/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/ApiError';
import { fakeServer } from '../../../test/fakeHttp';
import { renderWithApp } from '../../../test/renderWithApp';
import { VerifyEmailPage } from './VerifyEmailPage';

vi.mock('../../../lib/http', () => import('../../../test/fakeHttp'));

const shown = { timeout: 10_000 };

describe('the /verify-email page', () => {
  beforeEach(() => fakeServer.reset());

  it('confirms the email with the token of the link, once, and says so', async () => {
    fakeServer.on(apiPaths.verifyEmail, () => null);
    renderWithApp(<VerifyEmailPage />, { at: '/verify-email?token=abc123' });
    expect(await screen.findByText('Your email is confirmed', {}, shown)).toBeTruthy();
    expect(screen.getByText('You can now contact buyers with your free trial.')).toBeTruthy();
    expect(fakeServer.sentTo(apiPaths.verifyEmail)).toEqual([{ token: 'abc123' }]);
  });

  it('says why a used or expired link cannot be used', async () => {
    const invalid = translate('en', 'error.VERIFY_LINK_INVALID');
    fakeServer.on(apiPaths.verifyEmail, () => {
      throw new ApiError({ code: ErrorCode.VERIFY_LINK_INVALID, msg: invalid });
    });
    renderWithApp(<VerifyEmailPage />, { at: '/verify-email?token=used' });
    expect(await screen.findByText('This link cannot be used', {}, shown)).toBeTruthy();
    expect(screen.getByText(invalid)).toBeTruthy();
  });
});
