import { z } from 'zod';
import { BuyerLoginRequestSchema, ResetPasswordSchema } from './account.js';
import { callGroup } from './call.js';
import { EmptySchema, idNumber, KeywordSchema, PageQuerySchema, pageOf } from './common.js';
import {
  INVITATION_LANGS,
  InvitationInfoSchema,
  InvitationTokenSchema,
  PasswordSetSchema,
} from './consoleBuyers.js';
import { ACCOUNT_LIMITS } from './constants.js';
import { STAFF_ROLES } from './menu.js';
import { apiPaths } from './paths.js';
import { StaffLoginResultSchema } from './support.js';
import { EmailSchema, requiredText } from './validation.js';

/**
 * The platform team's operators (issue 19): accounts with one console role each, made by a platform
 * administrator (permission console:operators), and their two-factor sign-in (TOTP, RFC 6238).
 */

export const OPERATOR_LIMITS = {
  /** A new operator's set-password link works this many days. */
  linkDays: 7,
  /** The second step of a sign-in (a code, or setting two-factor up) must come within this many minutes. */
  challengeMinutes: 5,
  /** Wrong codes one sign-in (or one setup) may try; then it starts again. */
  codeAttempts: 5,
  /** TOTP: digits of a code, seconds each code lasts, steps accepted either side of now. */
  codeDigits: 6,
  codePeriodSeconds: 30,
  codeWindow: 1,
} as const;

/** Where the set-password link of a new operator leads (the console's sign-in page, `?token=…`). */
export const OPERATOR_SET_PASSWORD_PATH = '/console/login';

/** `invited`: no password chosen yet (the mailed link not used); `disabled`: refused at sign-in. */
export const OPERATOR_STATUSES = ['invited', 'active', 'disabled'] as const;
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];

export const StaffRoleSchema = z.enum(STAFF_ROLES, { error: 'error.OPERATOR_ROLE_INVALID' });

/** A member of the platform team, as the operators list shows them. */
export const OperatorSchema = z.object({
  id: z.number().int(),
  realName: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES).nullable().describe('The console role; null for an account without one'),
  status: z.enum(OPERATOR_STATUSES),
  totpEnabled: z.boolean().describe('Signs in with a two-factor code'),
  totpRequired: z.boolean().describe('Must set two-factor sign-in up before getting a session'),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Operator = z.infer<typeof OperatorSchema>;

export const OperatorQuerySchema = PageQuerySchema.extend({
  /** Name or email. */
  keyword: KeywordSchema,
  status: z.enum(OPERATOR_STATUSES).optional(),
  role: z.enum(STAFF_ROLES).optional(),
});
export type OperatorQuery = z.input<typeof OperatorQuerySchema>;

export const NewOperatorSchema = z.object({
  email: EmailSchema.describe('Login email; unique across the platform'),
  realName: requiredText('validation.nameRequired', ACCOUNT_LIMITS.nameMax).describe(
    "The operator's full name",
  ),
  role: StaffRoleSchema,
  lang: z
    .enum(INVITATION_LANGS, { error: 'validation.invalid' })
    .optional()
    .describe('Language of the set-password mail; the caller’s language when absent'),
});
export type NewOperator = z.infer<typeof NewOperatorSchema>;

export const OperatorIdSchema = z.object({ userId: idNumber() });
export type OperatorId = z.infer<typeof OperatorIdSchema>;

export const ChangeOperatorRoleSchema = OperatorIdSchema.extend({ role: StaffRoleSchema });
export type ChangeOperatorRole = z.infer<typeof ChangeOperatorRoleSchema>;

/** A set-password link sent (again). */
export const OperatorLinkSentSchema = z.object({ email: z.string(), expiresAt: z.string() });
export type OperatorLinkSent = z.infer<typeof OperatorLinkSentSchema>;

// ---------- Two-factor sign-in ----------

/** A TOTP code as typed: spaces are ignored, then exactly 6 digits. */
export const TotpCodeSchema = z
  .string({ error: 'error.TOTP_CODE_INVALID' })
  .max(32, { error: 'error.TOTP_CODE_INVALID' })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'error.TOTP_CODE_INVALID' }));
export type TotpCode = z.infer<typeof TotpCodeSchema>;

/** A new secret to put in an authenticator app: shown once, while setting two-factor sign-in up. */
export const TotpSecretSchema = z.object({
  secret: z.string().describe('The secret in base32, for typing into the app by hand'),
  otpauthUri: z.string().describe('otpauth://totp/… for the QR code'),
});
export type TotpSecret = z.infer<typeof TotpSecretSchema>;

/**
 * The answer to a console sign-in: a session at once (no two-factor sign-in), or a second step on a
 * short-lived signed challenge: `code` (type the app's code) or `setup` (the account must set
 * two-factor sign-in up first: scan this secret, then type the app's code).
 */
export const ConsoleSignInResultSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('session'), session: StaffLoginResultSchema }),
  z.object({
    step: z.literal('code'),
    challenge: z.string().describe('Send it back with the code'),
    expiresAt: z.string(),
  }),
  z.object({
    step: z.literal('setup'),
    challenge: z.string().describe('Send it back with the first code'),
    expiresAt: z.string(),
    totp: TotpSecretSchema,
  }),
]);
export type ConsoleSignInResult = z.infer<typeof ConsoleSignInResultSchema>;

export const ConsoleSignInCodeSchema = z.object({
  challenge: requiredText('error.TOTP_CHALLENGE_EXPIRED', 1000),
  code: TotpCodeSchema,
});
export type ConsoleSignInCode = z.input<typeof ConsoleSignInCodeSchema>;

export const TotpCodeBodySchema = z.object({ code: TotpCodeSchema });
export type TotpCodeBody = z.input<typeof TotpCodeBodySchema>;

/** The signed-in operator: who they are, what they may do, their two-factor sign-in. */
export const OperatorAccountSchema = z.object({
  userId: z.number().int(),
  realName: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES).nullable(),
  permissions: z
    .array(z.string())
    .describe('The console sections they may use (checked again by every call)'),
  totpEnabled: z.boolean(),
  totpRequired: z.boolean(),
});
export type OperatorAccount = z.infer<typeof OperatorAccountSchema>;

/** The operators list (permission console:operators): every change is audited in its own transaction. */
export const consoleOperatorCalls = callGroup('Console: operators', {
  list: {
    path: apiPaths.consoleOperatorList,
    summary: 'The platform team: role, status, two-factor sign-in and last sign-in of each operator',
    body: OperatorQuerySchema,
    result: pageOf(OperatorSchema),
  },
  create: {
    path: apiPaths.consoleOperatorCreate,
    summary:
      'Open an operator account with a role: a set-password link is mailed; two-factor sign-in is required at the first sign-in',
    body: NewOperatorSchema,
    result: OperatorSchema,
  },
  changeRole: {
    path: apiPaths.consoleOperatorRole,
    summary:
      "Change an operator's role (not one's own; never the last active platform administrator's); applies at once",
    body: ChangeOperatorRoleSchema,
    result: OperatorSchema,
  },
  disable: {
    path: apiPaths.consoleOperatorDisable,
    summary: 'Disable an operator: their sessions end at once and sign-in is refused',
    body: OperatorIdSchema,
    result: OperatorSchema,
  },
  enable: {
    path: apiPaths.consoleOperatorEnable,
    summary: 'Enable a disabled operator again',
    body: OperatorIdSchema,
    result: OperatorSchema,
  },
  resetTotp: {
    path: apiPaths.consoleOperatorTotpReset,
    summary: "Reset an operator's two-factor sign-in: they set it up again at their next sign-in",
    body: OperatorIdSchema,
    result: OperatorSchema,
  },
  resendLink: {
    path: apiPaths.consoleOperatorLinkResend,
    summary: 'Mail a new set-password link to an operator who has not chosen a password yet',
    body: OperatorIdSchema,
    result: OperatorLinkSentSchema,
  },
});

/** Signing in to the console with two-factor sign-in, and a new operator's first password (public calls). */
export const consoleAuthCalls = callGroup('Platform console', {
  signIn: {
    path: apiPaths.consoleSignIn,
    summary:
      'Console sign-in, step 1 (email, password, captcha): a session, or a challenge for the two-factor code or its setup',
    body: BuyerLoginRequestSchema,
    result: ConsoleSignInResultSchema,
  },
  signInCode: {
    path: apiPaths.consoleSignInCode,
    summary:
      "Console sign-in, step 2: the authenticator app's code on the challenge (5 minutes, 5 wrong codes); gives the session",
    body: ConsoleSignInCodeSchema,
    result: StaffLoginResultSchema,
  },
  passwordLink: {
    path: apiPaths.consolePasswordLink,
    summary: "Whom a new operator's set-password link is for, while it works (uses nothing)",
    body: InvitationTokenSchema,
    result: InvitationInfoSchema,
  },
  setPassword: {
    path: apiPaths.consolePasswordSet,
    summary: 'A new operator chooses a password with the mailed link (once, within 7 days); then signs in',
    body: ResetPasswordSchema,
    result: PasswordSetSchema,
  },
});

/** The signed-in operator's own account and two-factor sign-in (any console account). */
export const consoleAccountCalls = callGroup('Platform console', {
  me: {
    path: apiPaths.consoleAccountMe,
    summary: 'Who is signed in to the console: role, permissions, two-factor sign-in',
    body: EmptySchema,
    result: OperatorAccountSchema,
  },
  totpSetup: {
    path: apiPaths.consoleTotpSetup,
    summary:
      'Start setting two-factor sign-in up: a new secret, shown once (nothing changes until confirmed)',
    body: EmptySchema,
    result: TotpSecretSchema,
  },
  totpConfirm: {
    path: apiPaths.consoleTotpConfirm,
    summary: "Turn two-factor sign-in on with the app's first code for the new secret",
    body: TotpCodeBodySchema,
    result: OperatorAccountSchema,
  },
  totpDisable: {
    path: apiPaths.consoleTotpDisable,
    summary: 'Turn two-factor sign-in off with a current code (refused while it is required)',
    body: TotpCodeBodySchema,
    result: OperatorAccountSchema,
  },
});
