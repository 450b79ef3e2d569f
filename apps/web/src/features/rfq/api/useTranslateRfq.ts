import { type TranslateInquiry, translationCalls } from '@sc/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';

/**
 * trans/inquiry for an RFQ: its product wanted and remark in my language. Not notified by the http
 * client: the detail shows the failure (e.g. translation off) beside the button.
 */
export function useTranslateRfq() {
  return useMutation({
    mutationFn: (inquiry: Required<Pick<TranslateInquiry, 'rfqId' | 'target'>>) =>
      apiCall(translationCalls.inquiry, inquiry, { overlay: false, notify: false }),
  });
}
