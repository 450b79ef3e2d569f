import { z } from 'zod';
import { ACCOUNT_LIMITS } from './constants.js';
import { COUNTRY_CODES } from './countries.js';
import { EmailSchema, requiredText } from './validation.js';

export const JOB_TITLES = [
  'owner',
  'general_manager',
  'sales_director',
  'sales_manager',
  'export_manager',
  'marketing_manager',
  'business_development',
  'sales_representative',
  'other',
] as const;
export type JobTitle = (typeof JOB_TITLES)[number];

/** Forms of address; labels in the catalogs under `personTitle.<key>`. */
export const PERSON_TITLES = ['mr', 'ms', 'mrs', 'dr'] as const;
export type PersonTitle = (typeof PERSON_TITLES)[number];

export const PasswordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired' })
  .min(ACCOUNT_LIMITS.passwordMin, { error: 'validation.passwordWeak' })
  .max(ACCOUNT_LIMITS.passwordMax, { error: 'validation.passwordWeak' })
  .regex(/[A-Za-z]/, { error: 'validation.passwordWeak' })
  .regex(/[0-9]/, { error: 'validation.passwordWeak' });

/** Sign up: creates the supplier company and its first user, the company's admin. */
export const RegisterSchema = z
  .object({
    name: requiredText('validation.nameRequired', ACCOUNT_LIMITS.nameMax).describe("The person's full name"),
    email: EmailSchema.describe('Login email; unique across the platform'),
    companyName: requiredText('validation.companyRequired', ACCOUNT_LIMITS.companyMax).describe(
      'Full company name',
    ),
    jobTitle: z.enum(JOB_TITLES, { error: 'validation.jobTitleRequired' }),
    title: z.enum(PERSON_TITLES, { error: 'validation.titleRequired' }).describe('Form of address'),
    country: z.enum(COUNTRY_CODES, { error: 'validation.countryRequired' }).describe('ISO 3166-1 alpha-2'),
    password: PasswordSchema,
    confirmPassword: z
      .string({ error: 'validation.confirmRequired' })
      .min(1, { error: 'validation.confirmRequired' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordMismatch',
  });
export type Register = z.infer<typeof RegisterSchema>;

export const RegisterResultSchema = z.object({ adminId: z.number().int(), supplierId: z.number().int() });

export const OptionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof OptionSchema>;
export const JobTitleListSchema = z.array(OptionSchema);

/** Login form (form-encoded, with the web client's HTTP Basic authorization). */
export const LoginTokenRequestSchema = z.object({
  username: requiredText('validation.accountRequired', ACCOUNT_LIMITS.emailMax).describe('Login email'),
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, { error: 'validation.passwordRequired' })
    .max(256, { error: 'validation.tooLong' }),
  grant_type: z.literal('password', { error: 'validation.grantType' }),
  randomStr: requiredText('validation.captchaRequired', 64).describe(
    'The captcha key the image was fetched with',
  ),
  code: requiredText('validation.captchaRequired', 16).describe('The characters shown in the captcha image'),
});
export type LoginTokenRequest = z.infer<typeof LoginTokenRequestSchema>;

/** Who is signed in: what the client stores after login. */
export const SessionUserSchema = z.object({
  adminId: z.number().int(),
  adminCode: z.string().describe('Public code of the user; chat events are named message<adminCode>'),
  supplierId: z.number().int(),
  realName: z.string(),
  email: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginTokenResultSchema = SessionUserSchema.extend({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().describe('Seconds until the token expires'),
});
export type LoginTokenResult = z.infer<typeof LoginTokenResultSchema>;

/** The buyers' app signs in with a JSON body (same captcha) and gets its buyer id. */
export const BuyerLoginRequestSchema = LoginTokenRequestSchema.omit({ grant_type: true });
export const BuyerLoginResultSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  adminId: z.number().int(),
  adminCode: z.string(),
  buyerId: z.number().int(),
  realName: z.string(),
  email: z.string(),
});
export type BuyerLoginResult = z.infer<typeof BuyerLoginResultSchema>;

export const LoginInfoRequestSchema = z.object({
  userName: z.string().optional().describe('Stored email; identity always comes from the token'),
  sign: z.union([z.string(), z.number()]).optional(),
});

export const UserInfoSchema = SessionUserSchema.extend({
  companyName: z.string(),
  jobTitle: z.enum(JOB_TITLES),
  title: z.enum(PERSON_TITLES),
  country: z.string(),
  roles: z.array(z.string()),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z
  .object({
    token: requiredText('validation.resetLinkInvalid', 200),
    password: PasswordSchema,
    confirmPassword: z
      .string({ error: 'validation.confirmRequired' })
      .min(1, { error: 'validation.confirmRequired' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordMismatch',
  });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

export const ChangePasswordSelfSchema = z
  .object({
    oldPassword: z
      .string({ error: 'validation.oldPasswordRequired' })
      .min(1, { error: 'validation.oldPasswordRequired' }),
    newPassword: PasswordSchema,
    confirmPassword: z
      .string({ error: 'validation.confirmRequired' })
      .min(1, { error: 'validation.confirmRequired' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordMismatch',
  });
export type ChangePasswordSelf = z.infer<typeof ChangePasswordSelfSchema>;
