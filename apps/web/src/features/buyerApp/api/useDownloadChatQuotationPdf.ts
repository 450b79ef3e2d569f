import { buyerAppCalls } from '@sc/contract';
import { useMutation } from '@tanstack/react-query';
import { startDownload } from '../../../lib/startDownload';
import { buyerCall } from './buyerHttp';

/** Downloads a quotation a supplier sent me in a chat as a PDF, in my language. */
export function useDownloadChatQuotationPdf() {
  return useMutation({
    mutationFn: async (messageId: number) => {
      const link = await buyerCall(buyerAppCalls.quotationPdf, { messageId });
      startDownload(link.url, link.fileName);
    },
  });
}
