import { describe, expect, it } from 'vitest';
import { planFormError } from './planFormError';

const formFields = ['username', 'password', 'code'];

describe('planFormError', () => {
  it('puts server field errors on the matching fields and shows no toast', () => {
    const plan = planFormError(
      {
        code: 1000,
        msg: 'Please complete the form information',
        isNotified: false,
        fields: { password: 'Too weak' },
      },
      formFields,
    );
    expect(plan).toEqual({ fields: [{ name: 'password', errors: ['Too weak'] }], toast: null });
  });

  it('puts a wrong captcha on the captcha field', () => {
    const plan = planFormError(
      { code: 1100, msg: 'Verification code error', isNotified: false, fields: {} },
      formFields,
      { 1100: 'code' },
    );
    expect(plan).toEqual({ fields: [{ name: 'code', errors: ['Verification code error'] }], toast: null });
  });

  it('shows other failures as a toast unless already shown', () => {
    const failure = { code: 1101, msg: 'Incorrect account or password', fields: {} };
    expect(planFormError({ ...failure, isNotified: false }, formFields).toast).toBe(
      'Incorrect account or password',
    );
    expect(planFormError({ ...failure, isNotified: true }, formFields).toast).toBeNull();
  });

  it('ignores field errors for fields the form does not have', () => {
    const plan = planFormError(
      {
        code: 1000,
        msg: 'Please complete the form information',
        isNotified: false,
        fields: { grant_type: 'x' },
      },
      formFields,
    );
    expect(plan).toEqual({ fields: [], toast: 'Please complete the form information' });
  });
});
