/**
 * The shared messages the sign-in screen needs before the rest of the catalog loads: its form's
 * validation (the contract's sign-in schemas) and the errors a sign-in can meet. `en` holds them too.
 */
export const enSignIn = {
  validation: {
    accountRequired: 'Please enter the account number',
    passwordRequired: 'Please input a password',
    captchaRequired: 'Please enter the verification code',
    tooLong: 'This is too long',
    badCharacters: 'This text contains characters that are not allowed',
    invalid: 'This value is not valid',
  },
  error: {
    VALIDATION: 'Please complete the form information',
    CAPTCHA_INVALID: 'Verification code error',
    BAD_CREDENTIALS: 'Incorrect account or password',
    ACCOUNT_DISABLED: 'This account is disabled. Please contact customer service.',
    COMPANY_SUSPENDED:
      "Your company's account has been suspended: {{reason}}. Please contact the platform's support team to restore access.",
    USER_DISABLED:
      "Your account was disabled by your company's administrator. Ask them if you need access again.",
    UNAUTHORIZED: 'Please sign in',
    RATE_LIMITED: 'Too many attempts. Please try again in {{minutes}} minutes.',
    INTERNAL: 'Something went wrong on our side. Please try again.',
    SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a moment.',
  },
};

/** The sign-in part of a language's shared messages. */
export type SignInMessages = typeof enSignIn;
