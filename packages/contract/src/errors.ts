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
  // [end team]
  // [roles] errors 4050–4099
  // [end roles]
  // [scope] errors 4100–4129
  // [end scope]
  // [audit] errors 4130–4149
  // [end audit]
  // [operators] errors 4150–4199
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
export const FieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/** The response envelope of every call. */
export function envelopeOf<T extends z.ZodTypeAny>(data: T) {
  return z.object({
    code: z.number().int().describe('0 on success; otherwise a stable error code'),
    msg: z.string().describe("Readable message in the caller's language"),
    data,
  });
}
export const ErrorEnvelopeSchema = envelopeOf(
  z.object({ fields: FieldErrorsSchema.optional(), retryAfterSeconds: z.number().optional() }).nullable(),
);
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
export type Envelope<T> = { code: number; msg: string; data: T };
