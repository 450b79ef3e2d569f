import { ErrorCode } from '@sc/contract';
import { ApiError } from '../../../lib/ApiError';
import { translate } from '../../../lib/i18n';
import { createTokenClient, type TokenRequestOptions } from '../../../lib/tokenClient';
import { buyerSessionStore } from '../session/buyerSession';
import { endBuyerSession } from '../session/endBuyerSession';

export type BuyerRequestOptions<T> = TokenRequestOptions<T>;

/** POST as the signed-in buyer: the buyer's token, never the portal's headers (operatorId, supplierId…). */
export const buyerPost = createTokenClient({
  getToken: () => buyerSessionStore.get().token,
  onSessionEnded: (outcome) => {
    endBuyerSession(outcome.envelope?.code === ErrorCode.SESSION_REPLACED ? 'replaced' : 'expired');
    return new ApiError({
      code: 401,
      msg: translate('buyerApp.session.expired'),
      status: 401,
      isNotified: true,
    });
  },
});
