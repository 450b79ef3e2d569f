import { CaptchaCodeSchema, LoginTokenRequestSchema } from '@sc/contract';
import { firstIssueKey } from '../../lib/zodRule';

/** The fields of the sign-in form, checked with the contract's schemas of the sign-in call. */
export type SignInField = 'username' | 'password' | 'code';

const schemas = {
  username: LoginTokenRequestSchema.shape.username,
  password: LoginTokenRequestSchema.shape.password,
  code: CaptchaCodeSchema,
} as const;

/** The catalog key of what is wrong with a sign-in field's value, or null when it is valid. */
export function signInIssueKey(field: SignInField, value: string): string | null {
  return firstIssueKey(schemas[field], value);
}
