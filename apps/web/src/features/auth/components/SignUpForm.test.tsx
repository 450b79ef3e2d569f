// @vitest-environment jsdom
import { apiPaths, ErrorCode, JOB_TITLES, translate } from '@sc/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/ApiError';
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
    ]) {
      expect(await screen.findByText(error, {}, shown)).toBeTruthy();
    }
    expect(fakeServer.sentTo(apiPaths.register)).toEqual([]);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('creates the account with trimmed values and a lower-case email, then says so', async () => {
    fakeServer.on(apiPaths.register, () => ({ adminId: 7, supplierId: 3 }));
    const onRegistered = vi.fn();
    const { user } = renderWithApp(<SignUpForm onRegistered={onRegistered} />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Account created', {}, shown)).toBeTruthy();
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
      },
    ]);
    expect(onRegistered).toHaveBeenCalledWith('li.wei@example.com');
  });

  it('shows a taken email on the email field', async () => {
    const taken = translate('en', 'error.EMAIL_TAKEN');
    fakeServer.on(apiPaths.register, () => {
      throw new ApiError({ code: ErrorCode.EMAIL_TAKEN, msg: taken });
    });
    const onRegistered = vi.fn();
    const { user } = renderWithApp(<SignUpForm onRegistered={onRegistered} />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const message = await screen.findByText(taken, {}, shown);
    expect(message.closest('.ant-form-item')?.querySelector('input')?.id).toBe('signUp_email');
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
