// The validation (zod and the contract's schemas) loads on the first focus or submit, not with the
// sign-in page: the page draws first, the rules are there before anyone has typed a whole field.
let rules: Promise<typeof import('./signInRules')> | undefined;

/** The sign-in form's rules, fetched once (a failed fetch is tried again on the next call). */
export function loadSignInRules(): Promise<typeof import('./signInRules')> {
  rules ??= import('./signInRules').catch((error: unknown) => {
    rules = undefined;
    throw error;
  });
  return rules;
}
