import { z } from 'zod';

/**
 * Stable error codes carried in the envelope's `code`. Numbers never change once released;
 * the message for each lives in the catalogs under `error.<name>`.
 */
export const ErrorCode = {
  OK: 0,
  VALIDATION: 1000,
  CAPTCHA_INVALID: 1100,
  BAD_CREDENTIALS: 1101,
  ACCOUNT_DISABLED: 1102,
  EMAIL_TAKEN: 1200,
  RESET_LINK_INVALID: 1201,
  OLD_PASSWORD_WRONG: 1202,
  SAME_PASSWORD: 1203,
  VERIFY_LINK_INVALID: 1204,
  RECORD_NOT_FOUND: 2000,
  ALREADY_IN_LIST: 2001,
  PRODUCT_IN_USE: 2002,
  QUOTATION_SENT: 2200,
  FILE_TYPE_REJECTED: 2100,
  FILE_TOO_LARGE: 2101,
  FILE_EMPTY: 2102,
  IMPORT_FILE_INVALID: 2103,
  IMPORT_COLUMNS_UNKNOWN: 2104,
  IMPORT_COLUMNS_MISSING: 2105,
  IMPORT_COLUMNS_DUPLICATE: 2106,
  IMPORT_TOO_LARGE: 2107,
  IMPORT_BUSY: 2108,
  NO_LIVE_SUBSCRIPTION: 3000,
  QUOTA_EXHAUSTED: 3001,
  EMAIL_UNVERIFIED: 3002,
  /** Buyer contact waits for a complete, published showroom (issue 14's unlock rule). */
  SHOWROOM_LOCKED: 3003,
  /** The package is not on sale (any more). */
  PACKAGE_UNAVAILABLE: 3500,
  /** The order is not waiting for a card (already paid, failed or expired). */
  ORDER_NOT_PAYABLE: 3501,
  /** The payment provider did not answer; nothing was charged twice, the order can be asked again. */
  PAYMENT_PROVIDER_UNAVAILABLE: 3503,
  REFUND_TOO_LARGE: 3504,
  MESSAGE_INVALID: 3100,
  MESSAGES_TOO_FAST: 3101,
  TRANSLATION_OFF: 3200,
  TRANSLATION_FAILED: 3201,
  SHOWROOM_FULL: 3400,
  ALREADY_EXHIBITED: 3401,
  SHOWROOM_INCOMPLETE: 3402,
  COMPANY_FIELD_LOCKED: 3403,
  COMPANY_IMAGES_FULL: 3404,
  CHANGE_REQUEST_PENDING: 3405,
  CHANGE_REQUEST_DECIDED: 3406,
  FAIRS_FULL: 3407,
  /** A version of this credential is already waiting for review. */
  CREDENTIAL_PENDING: 3650,
  /** The credential was already reviewed (or is not in the state the action needs). */
  CREDENTIAL_DECIDED: 3651,
  /** The revocation must be confirmed by another operator than the one who asked. */
  REVOCATION_SAME_OPERATOR: 3652,
  /** A revocation of this credential is already waiting for confirmation. */
  REVOCATION_PENDING: 3653,
  /** No revocation of this credential is waiting. */
  REVOCATION_NOT_REQUESTED: 3654,
  /** The invitation is not in the state the console's action needs (already decided or reversed). */
  INVITATION_DECIDED: 3700,
  /** This email is already among my invitations. */
  INVITE_ALREADY_RECORDED: 3701,
  /** The email belongs to my own company: it cannot be invited. */
  INVITE_OWN_EMAIL: 3702,
  /** The RFQ is not open for quotes (in review, closed or rejected). */
  RFQ_NOT_OPEN: 3800,
  /** The RFQ received its maximum quotes (another supplier took the last place). */
  RFQ_FULL: 3801,
  /** My company has already quoted this RFQ: revise that quote instead. */
  RFQ_ALREADY_QUOTED: 3802,
  /** The quote's one revision was used. */
  RFQ_REVISION_USED: 3803,
  /** The quote is not in a state that allows this (declined, awarded, rejected). */
  RFQ_QUOTE_DECIDED: 3804,
  /** The RFQ was already reviewed by the platform team. */
  RFQ_DECIDED: 3805,
  // [consoleCatalogue] errors 3900–3919
  /** Another active catalogue product has this UPC/EAN (merge the duplicates instead). */
  MASTER_BARCODE_TAKEN: 3900,
  /** The catalogue product was retired: it cannot be newly added to a supplier's list. */
  MASTER_PRODUCT_RETIRED: 3901,
  /** The catalogue product was merged into another: it cannot be edited, restored or merged again. */
  MASTER_PRODUCT_MERGED: 3902,
  /** Products of the catalogue use the brand: it cannot be deleted. */
  BRAND_IN_USE: 3903,
  /** Another brand has this name. */
  BRAND_NAME_TAKEN: 3904,
  /** Products, buyers, RFQs or companies use the category: it cannot be removed. */
  CATEGORY_IN_USE: 3905,
  /** The six main buyer categories stay: they can be renamed and reordered, not added, moved or removed. */
  CATEGORY_MAIN_FIXED: 3906,
  // [consoleImports] errors 3920–3939
  /** The console import file holds more rows, or unpacks to more data, than an import takes. */
  CONSOLE_IMPORT_TOO_LARGE: 3920,
  /** Another file of this team member is being checked right now. */
  CONSOLE_IMPORT_BUSY: 3921,
  /** No row of the file can be imported. */
  CONSOLE_IMPORT_NOTHING_VALID: 3922,
  /** The file is being imported already (a job of it is queued or running). */
  CONSOLE_IMPORT_RUNNING: 3923,
  // [consoleBuyers] errors 3940–3959
  /** An account with this email exists already (a buyer account cannot be made with it). */
  BUYER_EMAIL_TAKEN: 3940,
  /** The buyer was blocked by the platform team: suppliers cannot write to them. */
  BUYER_BLOCKED: 3941,
  /** My own buyer account was blocked by the platform team: I cannot write nor post RFQs. */
  BUYER_ACCOUNT_BLOCKED: 3942,
  /** My company already has an open report of this buyer. */
  BUYER_ALREADY_REPORTED: 3943,
  /** The invitation link is unknown, used, or older than 7 days. */
  INVITATION_LINK_INVALID: 3944,
  /** The buyer has set a password already: no invitation to resend. */
  BUYER_PASSWORD_SET: 3945,
  /** The report was already resolved (dismissed, or the buyer blocked). */
  BUYER_REPORT_RESOLVED: 3946,
  // [consoleSuppliers] errors 3960–3979
  /** The company is suspended by the platform team: its users are signed out and cannot sign in. */
  COMPANY_SUSPENDED: 3960,
  /** The supplier is not available to buyers (suspended by the platform team). */
  SUPPLIER_UNAVAILABLE: 3961,
  /** The company is already suspended. */
  COMPANY_ALREADY_SUSPENDED: 3962,
  /** The company is not suspended. */
  COMPANY_NOT_SUSPENDED: 3963,
  // [consoleOverview] errors 3980–3999
  /** The code is no longer offered in its list (rows that had it may keep it). */
  ATTRIBUTE_NOT_OFFERED: 3980,
  /** The code cannot be taken out of its list (e.g. the unit every conversion goes through). */
  ATTRIBUTE_ALWAYS_OFFERED: 3981,
  // [team] errors 4000–4049
  /** Every seat of the company's package is used (active users + open invitations). */
  SEATS_FULL: 4000,
  /** The address already has an open invitation to my company: resend it instead. */
  INVITATION_OPEN: 4001,
  /** The invitation link is unknown, used, withdrawn or older than 7 days. */
  TEAM_INVITATION_INVALID: 4002,
  /** The user was disabled by their company (HTTP 401 to a call made with their session). */
  USER_DISABLED: 4003,
  /** Nobody changes their own role nor disables themselves. */
  TEAM_SELF_CHANGE: 4004,
  /** The owner's role is not changed here and the owner is never disabled: ownership moves by a transfer. */
  OWNER_PROTECTED: 4005,
  /** A transfer of ownership is already waiting for an answer. */
  TRANSFER_OPEN: 4006,
  /** The transfer is no longer waiting (accepted, cancelled, declined or expired), or is not mine to answer. */
  TRANSFER_INVALID: 4007,
  /** Ownership goes only to an active colleague who manages the team. */
  TRANSFER_TARGET_INVALID: 4008,
  /** The user is already disabled. */
  USER_ALREADY_DISABLED: 4009,
  /** The user is not disabled. */
  USER_NOT_DISABLED: 4010,
  /** The invitation was already accepted or withdrawn. */
  INVITATION_CLOSED: 4011,
  // [end team]
  // [roles] errors 4050–4099
  /** Nobody edits (or deletes) a role they hold themselves. */
  ROLE_OWN: 4050,
  /** Built-in roles are the same for every company: clone one to change it. */
  ROLE_BUILT_IN: 4051,
  /** The company has a role with this name already (names compare case-insensitively). */
  ROLE_NAME_TAKEN: 4052,
  /** Users hold the role: name a role to move them to before deleting it. */
  ROLE_IN_USE: 4053,
  /** The role would carry a permission (or a wider scope) the caller does not hold. */
  ROLE_GRANT_EXCEEDS: 4054,
  /** The company has as many custom roles as it may have. */
  ROLE_LIMIT_REACHED: 4055,
  /** Users cannot move to the role being deleted, nor to the owner role. */
  ROLE_MOVE_INVALID: 4056,
  // [end roles]
  // [scope] errors 4100–4129
  /** Only the conversation's owner or a user with chat company-wide may hand it to a colleague. */
  HANDOFF_NOT_ALLOWED: 4100,
  /** The colleague cannot take conversations (not in the company, disabled, or without chat). */
  HANDOFF_TARGET_UNAVAILABLE: 4101,
  /** The conversation is already that colleague's. */
  HANDOFF_ALREADY_OWNER: 4102,
  // [end scope]
  // [audit] errors 4130–4149
  // [end audit]
  // [operators] errors 4150–4199
  /** An account with this email exists already (an operator cannot be made with it). */
  OPERATOR_EMAIL_TAKEN: 4150,
  /** Not one of the console's roles. */
  OPERATOR_ROLE_INVALID: 4151,
  /** Nobody changes their own role, disables or resets their own account from the operators list. */
  OPERATOR_SELF_CHANGE: 4152,
  /** The change would leave the console without an active platform administrator. */
  OPERATOR_LAST_ADMIN: 4153,
  /** The operator is disabled already. */
  OPERATOR_ALREADY_DISABLED: 4154,
  /** The operator is not disabled. */
  OPERATOR_NOT_DISABLED: 4155,
  /** The operator has chosen a password already: no link to send again. */
  OPERATOR_PASSWORD_SET: 4156,
  /** The two-factor code is malformed, wrong or outside its 30-second window. */
  TOTP_CODE_INVALID: 4157,
  /** The code was accepted once already; the next one comes within 30 seconds. */
  TOTP_CODE_USED: 4158,
  /** The second step of the sign-in is over (5 minutes passed, or a newer sign-in replaced it): start again. */
  TOTP_CHALLENGE_EXPIRED: 4159,
  /** Five wrong codes: start the sign-in (or the setup) again. */
  TOTP_TOO_MANY_ATTEMPTS: 4160,
  /** The one-step console sign-in refuses accounts with two-factor sign-in: use consoleSignIn then consoleSignInCode. */
  TOTP_CODE_NEEDED: 4161,
  /** Two-factor sign-in is on already. */
  TOTP_ALREADY_ENABLED: 4162,
  /** Two-factor sign-in is off. */
  TOTP_NOT_ENABLED: 4163,
  /** Two-factor sign-in is required for this account: it cannot be turned off. */
  TOTP_REQUIRED: 4164,
  /** No setup under way: start it (a new secret) first. */
  TOTP_SETUP_NOT_STARTED: 4165,
  // [end operators]
  UNAUTHORIZED: 40100,
  SESSION_REPLACED: 40101,
  BAD_CLIENT: 40102,
  FORBIDDEN: 40300,
  NOT_FOUND: 40400,
  PAYLOAD_TOO_LARGE: 41300,
  RATE_LIMITED: 42900,
  INTERNAL: 50000,
  /** The database (or another service the call needs) did not answer (e.g. a dropped connection); the caller may try again. */
  SERVICE_UNAVAILABLE: 50300,
} as const;
export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

const codeNames = new Map<number, ErrorCodeName>(
  Object.entries(ErrorCode).map(([name, code]) => [code, name as ErrorCodeName]),
);
/** The catalog key of an error code's message, e.g. `error.CAPTCHA_INVALID`. */
export function errorMessageKey(code: number): string {
  return `error.${codeNames.get(code) ?? 'INTERNAL'}`;
}

/** Field errors of a rejected form: field path → translated message. */
// Built in pure functions: a bundle that needs only ErrorCode (the web's sign-in page) leaves zod out.
export const FieldErrorsSchema = /* @__PURE__ */ (() => z.record(z.string(), z.string()))();
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/** The response envelope of every call. */
export function envelopeOf<T extends z.ZodTypeAny>(data: T) {
  return z.object({
    code: z.number().int().describe('0 on success; otherwise a stable error code'),
    msg: z.string().describe("Readable message in the caller's language"),
    data,
  });
}
export const ErrorEnvelopeSchema = /* @__PURE__ */ (() =>
  envelopeOf(
    z.object({ fields: FieldErrorsSchema.optional(), retryAfterSeconds: z.number().optional() }).nullable(),
  ))();
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
export type Envelope<T> = { code: number; msg: string; data: T };
