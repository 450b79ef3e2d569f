import { signatureCalls } from '@sc/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { startDownload } from '../../../lib/startDownload';

/** Downloads one of my quotations as a PDF (in the UI language, with my signature block). */
export function useDownloadQuotationPdf() {
  return useMutation({
    mutationFn: async (id: number) => {
      const link = await apiCall(signatureCalls.quotationPdf, { id }, { overlay: false });
      startDownload(link.url, link.fileName);
    },
  });
}
