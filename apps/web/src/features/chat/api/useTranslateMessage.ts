import { type TranslateInquiry, translationCalls } from '@sc/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';

/** trans/inquiry: a message of one of my conversations in another language; changes nothing stored. */
export function useTranslateMessage() {
  return useMutation({
    mutationFn: (inquiry: TranslateInquiry) => apiCall(translationCalls.inquiry, inquiry, { overlay: false }),
  });
}
