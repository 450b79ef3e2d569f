import { ErrorCode } from '@sc/contract';
import { ApiError } from '../../../lib/ApiError';
import { createApiClient } from '../../../lib/apiClient';
import { currentLang, translate } from '../../../lib/i18n';
import { tokenHeaders } from '../../../lib/requestHeaders';
import { buyerSessionStore } from '../session/buyerSession';
import { endBuyerSession } from '../session/endBuyerSession';

export type { RequestOptions as BuyerRequestOptions } from '../../../lib/apiClient';

/** The buyers' app's client: the buyer's token, never the portal's headers (operatorId, supplierId…). */
const buyerClient = createApiClient({
  headers: () => tokenHeaders(buyerSessionStore.get().token, currentLang()),
  onSessionEnded: (outcome) => {
    endBuyerSession(outcome.envelope?.code === ErrorCode.SESSION_REPLACED ? 'replaced' : 'expired');
    return new ApiError({
      code: 401,
      msg: translate('buyerApp.session.expired'),
      status: 401,
      isNotified: true,
    });
  },
  overlayByDefault: false,
});

/** Makes a contract call as the signed-in buyer. */
export const buyerCall = buyerClient.call;

/** Posts a multipart upload as the signed-in buyer, reporting its progress. */
export const buyerUpload = buyerClient.upload;
