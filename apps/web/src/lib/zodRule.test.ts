import {
  ChangePasswordSelfSchema,
  LoginTokenRequestSchema,
  PasswordSchema,
  RegisterSchema,
} from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { firstIssueKey, sameAsRule, zodRule } from './zodRule';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
function validatorOf(rule: unknown): Validator {
  return (rule as { validator: Validator }).validator;
}

describe('firstIssueKey', () => {
  it('returns the contract catalog key for a missing value, treating "" as missing', () => {
    expect(firstIssueKey(LoginTokenRequestSchema.shape.username, '')).toBe('validation.accountRequired');
    expect(firstIssueKey(LoginTokenRequestSchema.shape.code, undefined)).toBe('validation.captchaRequired');
    expect(firstIssueKey(ChangePasswordSelfSchema.shape.oldPassword, '')).toBe(
      'validation.oldPasswordRequired',
    );
  });

  it('applies the contract rules beyond presence', () => {
    expect(firstIssueKey(RegisterSchema.shape.email, 'not-an-email')).toBe('validation.emailInvalid');
    expect(firstIssueKey(PasswordSchema, 'short1')).toBe('validation.passwordWeak');
    expect(firstIssueKey(PasswordSchema, 'longenough')).toBe('validation.passwordWeak');
    expect(firstIssueKey(PasswordSchema, 'Longenough1')).toBeNull();
    expect(firstIssueKey(RegisterSchema.shape.country, 'XX')).toBe('validation.countryRequired');
  });
});

describe('zodRule', () => {
  it('rejects with the translated message and accepts valid input', async () => {
    const rule = zodRule(LoginTokenRequestSchema.shape.password, (key) => `T(${key})`);
    await expect(validatorOf(rule)({}, '')).rejects.toThrow('T(validation.passwordRequired)');
    await expect(validatorOf(rule)({}, 'secret')).resolves.toBeUndefined();
  });
});

describe('sameAsRule', () => {
  it('fails only when a repeated value differs', async () => {
    const render = sameAsRule('newPassword', 'validation.passwordMismatch', (key) => key) as (form: {
      getFieldValue: (name: string) => unknown;
    }) => unknown;
    const rule = render({ getFieldValue: () => 'Abcdefg1' });
    await expect(validatorOf(rule)({}, 'Abcdefg2')).rejects.toThrow('validation.passwordMismatch');
    await expect(validatorOf(rule)({}, 'Abcdefg1')).resolves.toBeUndefined();
    await expect(validatorOf(rule)({}, '')).resolves.toBeUndefined();
  });
});
