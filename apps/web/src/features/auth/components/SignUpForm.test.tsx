// @vitest-environment jsdom
import { apiPaths, ErrorCode, JOB_TITLES, translate } from '@sc/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/ApiError';
import { keepInviteCode, keptInviteCode } from '../../../lib/inviteCode';
import { chooseOption } from '../../../test/chooseOption';
import { fakeServer } from '../../../test/fakeHttp';
import { fillIn } from '../../../test/fillIn';
import { renderWithApp } from '../../../test/renderWithApp';
import { SignUpForm } from './SignUpForm';

vi.mock('../../../lib/http', () => import('../../../test/fakeHttp'));

const shown = { timeout: 10_000 };

async function fillValidForm(user: ReturnType<typeof renderWithApp>['user']) {
  await fillIn(user, 'Name', '  Li Wei ');
  await fillIn(user, 'Email', ' Li.Wei@Example.COM ');
  await fillIn(user, 'Full company name', 'Kiwi Orchard Ltd');
  await chooseOption(user, 'Job title', 'Sales manager');
  await chooseOption(user, 'Title', 'Ms.');
  await chooseOption(user, 'Country/Region', 'Germany', 'Germ');
  await fillIn(user, 'Password', 'Secret123');
  await fillIn(user, 'Confirm password', 'Secret123');
  await fillIn(user, 'Verification code', ' k7pq ');
}

describe('sign up', () => {
  beforeEach(() => {
    fakeServer.reset();
    fakeServer.on(apiPaths.jobTitles, () =>
      JOB_TITLES.map((value) => ({ value, label: translate('en', `jobTitle.${value}`) })),
    );
  });

  it('says what is wrong with each field and sends nothing', async () => {
    const onRegistered = vi.fn();
    const { user } = renderWithApp(<SignUpForm onRegistered={onRegistered} />);
    await fillIn(user, 'Email', 'li.wei@');
    await fillIn(user, 'Password', 'longenough');
    await fillIn(user, 'Confirm password', 'longenough1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    for (const error of [
      'Please enter your name',
      'Please enter a valid email address',
      'Please enter the full company name',
      'Please select your job title',
      'Please select your title',
      'Please select your country/region',
      'Use 8 to 64 characters with at least one letter and one number',
      'The two passwords do not match',
      'Please enter the verification code',
    ]) {
      expect(await screen.findByText(error, {}, shown)).toBeTruthy();
    }
    expect(fakeServer.sentTo(apiPaths.register)).toEqual([]);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('sends trimmed values, a lower-case email and the captcha, then says where the mail went', async () => {
    fakeServer.on(apiPaths.register, () => ({ email: 'li.wei@example.com' }));
    const onRegistered = vi.fn();
    const { user } = renderWithApp(<SignUpForm onRegistered={onRegistered} />);
    await fillValidForm(user);
    const image = screen.getByRole('img', { name: 'Verification code, click to refresh' });
    const key = new URL(image.getAttribute('src') ?? '', 'http://x').searchParams.get('randomStr');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText(
        'We sent a mail to li.wei@example.com. Sign in to look around; open the link in the mail to start contacting buyers.',
        {},
        shown,
      ),
    ).toBeTruthy();
    expect(fakeServer.sentTo(apiPaths.register)).toEqual([
      {
        name: 'Li Wei',
        email: 'li.wei@example.com',
        companyName: 'Kiwi Orchard Ltd',
        jobTitle: 'sales_manager',
        title: 'ms',
        country: 'DE',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        code: 'k7pq',
        randomStr: key,
      },
    ]);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(onRegistered).toHaveBeenCalledWith('li.wei@example.com');
  });

  it('says which invitation code goes along, sends it, and forgets it once used', async () => {
    keepInviteCode('abcd-2345');
    fakeServer.on(apiPaths.register, () => ({ email: 'li.wei@example.com' }));
    const { user } = renderWithApp(<SignUpForm onRegistered={vi.fn()} />);
    expect(await screen.findByText('You were invited with the code ABCD2345.', {}, shown)).toBeTruthy();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText(/^We sent a mail to li\.wei@example\.com\./, {}, shown);
    expect(fakeServer.sentTo(apiPaths.register)[0]).toMatchObject({ inviteCode: 'ABCD2345' });
    expect(keptInviteCode()).toBeNull();
  });

  it('shows a wrong captcha on its field and draws a new one', async () => {
    const wrong = translate('en', 'error.CAPTCHA_INVALID');
    fakeServer.on(apiPaths.register, () => {
      throw new ApiError({
        code: ErrorCode.CAPTCHA_INVALID,
        msg: wrong,
        data: { fields: { code: wrong } },
      });
    });
    const onRegistered = vi.fn();
    const { user } = renderWithApp(<SignUpForm onRegistered={onRegistered} />);
    await fillValidForm(user);
    const srcBefore = screen
      .getByRole('img', { name: 'Verification code, click to refresh' })
      .getAttribute('src');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const message = await screen.findByText(wrong, {}, shown);
    expect(message.closest('.ant-form-item')?.querySelector('input')?.id).toBe('signUp_code');
    expect(
      screen.getByRole('img', { name: 'Verification code, click to refresh' }).getAttribute('src'),
    ).not.toBe(srcBefore);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('still puts field errors from the server on their fields', async () => {
    fakeServer.on(apiPaths.register, () => {
      throw new ApiError({
        code: ErrorCode.VALIDATION,
        msg: 'Please complete the form information',
        data: { fields: { companyName: 'This is too long' } },
      });
    });
    const { user } = renderWithApp(<SignUpForm onRegistered={vi.fn()} />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const message = await screen.findByText('This is too long', {}, shown);
    expect(message.closest('.ant-form-item')?.querySelector('input')?.id).toBe('signUp_companyName');
  });
});
