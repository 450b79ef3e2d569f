import { z } from 'zod';
import { callGroup } from './call.js';
import { EmptySchema, OkSchema, singleLineText } from './common.js';
import { ACCOUNT_LIMITS } from './constants.js';
import { COUNTRY_CODES } from './countries.js';
import { apiPaths } from './paths.js';
import { OptionListSchema } from './reference.js';
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
export type Password = z.infer<typeof PasswordSchema>;

/** The captcha key a captcha image was fetched with (login and sign-up send it back with the answer). */
export const CaptchaKeySchema = requiredText('validation.captchaRequired', 64).describe(
  'The captcha key the image was fetched with',
);
export type CaptchaKey = z.infer<typeof CaptchaKeySchema>;
/** The characters the user read in the captcha image. */
export const CaptchaCodeSchema = requiredText('validation.captchaRequired', 16).describe(
  'The characters shown in the captcha image',
);
export type CaptchaCode = z.infer<typeof CaptchaCodeSchema>;

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
      .min(1, { error: 'validation.confirmRequired' })
      .max(256, { error: 'validation.tooLong' }),
    randomStr: CaptchaKeySchema,
    code: CaptchaCodeSchema,
    // Never a field error: a sign-up with any code (valid, unknown or malformed) answers like one without.
    inviteCode: z
      .string()
      .max(40)
      .optional()
      .catch(undefined)
      .describe('An invitation code the sign-up came with (ignored when it is not one)'),
    inviteVisitor: z
      .string()
      .max(64)
      .optional()
      .catch(undefined)
      .describe('The key this device kept when it opened the invitation link (ignored when invalid)'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordMismatch',
  });
export type Register = z.infer<typeof RegisterSchema>;

/**
 * The same answer whether the email was free or already registered (the owner of a registered
 * email is mailed instead), so sign-up never tells a stranger who has an account.
 */
export const RegisterResultSchema = z.object({
  email: z.string().describe('Where the confirmation mail went (lower-cased)'),
});
export type RegisterResult = z.infer<typeof RegisterResultSchema>;

/** The token of a mailed email-confirmation link (`/verify-email?token=…`). */
export const VerifyEmailSchema = z.object({ token: requiredText('validation.verifyLinkInvalid', 200) });
export type VerifyEmail = z.infer<typeof VerifyEmailSchema>;

export const ResendVerificationResultSchema = z.object({
  email: z.string().describe('Where the new link went'),
  emailVerified: z.boolean().describe('True when the email was already confirmed (nothing is sent)'),
});
export type ResendVerificationResult = z.infer<typeof ResendVerificationResultSchema>;

export const JobTitleListSchema = OptionListSchema;
export type JobTitleList = z.infer<typeof JobTitleListSchema>;

/** The captcha image is a GET: `/code?randomStr=<key>`. */
export const CaptchaQuerySchema = z.object({
  randomStr: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'validation.invalid' })
    .describe('A random key made by the client; the login sends it back with the answer'),
});
export type CaptchaQuery = z.infer<typeof CaptchaQuerySchema>;

/** Login form (form-encoded, with the web client's HTTP Basic authorization). */
export const LoginTokenRequestSchema = z.object({
  username: requiredText('validation.accountRequired', ACCOUNT_LIMITS.emailMax).describe('Login email'),
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, { error: 'validation.passwordRequired' })
    .max(256, { error: 'validation.tooLong' }),
  grant_type: z.literal('password', { error: 'validation.grantType' }),
  randomStr: CaptchaKeySchema,
  code: CaptchaCodeSchema,
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
export type BuyerLoginRequest = z.infer<typeof BuyerLoginRequestSchema>;
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
  userName: singleLineText(ACCOUNT_LIMITS.emailMax)
    .optional()
    .describe('Stored email; identity always comes from the token'),
  sign: z.union([singleLineText(256), z.number().max(Number.MAX_SAFE_INTEGER)]).optional(),
});
export type LoginInfoRequest = z.infer<typeof LoginInfoRequestSchema>;

export const UserInfoSchema = SessionUserSchema.extend({
  companyName: z.string(),
  jobTitle: z.enum(JOB_TITLES),
  title: z.enum(PERSON_TITLES),
  country: z.string(),
  roles: z.array(z.string()),
  createdAt: z.string(),
  /** False until the sign-up email is confirmed; until then no buyer contact can be spent. */
  emailVerified: z.boolean(),
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
      .min(1, { error: 'validation.confirmRequired' })
      .max(256, { error: 'validation.tooLong' }),
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
      .min(1, { error: 'validation.oldPasswordRequired' })
      .max(256, { error: 'validation.tooLong' }),
    newPassword: PasswordSchema,
    confirmPassword: z
      .string({ error: 'validation.confirmRequired' })
      .min(1, { error: 'validation.confirmRequired' })
      .max(256, { error: 'validation.tooLong' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordMismatch',
  });
export type ChangePasswordSelf = z.infer<typeof ChangePasswordSelfSchema>;

/**
 * The JSON calls of accounts. The login token (form-encoded, with the web client's Basic
 * authorization) and the captcha image (a GET) are registered apart.
 */
export const accountCalls = callGroup('Accounts', {
  logout: {
    path: apiPaths.logout,
    summary: 'Log out: ends this session',
    body: EmptySchema,
    result: OkSchema,
  },
  register: {
    path: apiPaths.register,
    summary:
      'Sign up (captcha, 5 an hour per address): creates the company and mails a confirmation link; a registered email gets the same answer and its owner a notice',
    body: RegisterSchema,
    result: RegisterResultSchema,
  },
  verifyEmail: {
    path: apiPaths.verifyEmail,
    summary: "Confirm the account's email with the mailed link (single use, expires)",
    body: VerifyEmailSchema,
    result: OkSchema,
  },
  resendVerification: {
    path: apiPaths.resendVerification,
    summary: 'Mail a new email-confirmation link to the signed-in user (3 an hour)',
    body: EmptySchema,
    result: ResendVerificationResultSchema,
  },
  jobTitles: {
    path: apiPaths.jobTitles,
    summary: 'Job title options for sign-up',
    body: EmptySchema,
    result: JobTitleListSchema,
  },
  loginInfo: {
    path: apiPaths.loginInfo,
    summary: "The signed-in user's profile (identity from the token, never from userName)",
    body: LoginInfoRequestSchema,
    result: UserInfoSchema,
  },
  forgotPassword: {
    path: apiPaths.forgotPassword,
    summary: 'Forgot password: mails a single-use reset link (same answer for unknown emails)',
    body: ForgotPasswordSchema,
    result: OkSchema,
  },
  resetPassword: {
    path: apiPaths.resetPassword,
    summary: 'Reset password with the mailed link; ends every session',
    body: ResetPasswordSchema,
    result: OkSchema,
  },
  changePasswordSelf: {
    path: apiPaths.changePasswordSelf,
    summary: 'Change own password (old, new, repeated new); ends every session',
    body: ChangePasswordSelfSchema,
    result: OkSchema,
  },
});
