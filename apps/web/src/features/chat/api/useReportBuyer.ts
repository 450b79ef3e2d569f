import { buyerReportCalls, type ReportBuyer } from '@sc/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';

/** chat/buyer/report: my company reports a buyer to the platform team (once while it is open). */
export function useReportBuyer() {
  return useMutation({
    mutationFn: (input: ReportBuyer) => apiCall(buyerReportCalls.report, input, { overlay: false }),
  });
}
