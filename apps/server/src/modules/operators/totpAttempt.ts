import { OPERATOR_LIMITS } from '@sc/contract';
import { matchTotpStep } from './totpCodes.js';
import type { TotpState } from './totpState.js';

export type TotpOutcome = 'ok' | 'TOTP_CODE_INVALID' | 'TOTP_CODE_USED' | 'TOTP_TOO_MANY_ATTEMPTS';

/**
 * One try of a code against an operator's (locked) two-factor state, and the state to store after
 * it: a right code moves `lastStep` to its time step (the same or an older code is refused as used
 * from then on) and clears the attempt under way; a wrong one counts, and the fifth wrong one ends
 * the attempt (a new sign-in or setup starts again).
 */
export function tryTotpCode(
  state: TotpState,
  code: string,
  now: Date,
): { outcome: TotpOutcome; next: TotpState } {
  if (state.failures >= OPERATOR_LIMITS.codeAttempts)
    return { outcome: 'TOTP_TOO_MANY_ATTEMPTS', next: state };
  const step = matchTotpStep(state.secret, code, now);
  if (step === null) {
    const failures = state.failures + 1;
    return {
      outcome: failures >= OPERATOR_LIMITS.codeAttempts ? 'TOTP_TOO_MANY_ATTEMPTS' : 'TOTP_CODE_INVALID',
      next: { ...state, failures },
    };
  }
  if (state.lastStep !== null && step <= state.lastStep) return { outcome: 'TOTP_CODE_USED', next: state };
  return { outcome: 'ok', next: { ...state, lastStep: step, challenge: null, failures: 0 } };
}
