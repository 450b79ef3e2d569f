import type { SupplierCaller } from '../../http/caller.js';
import type { QuotationReach } from './quotations.repository.js';

/**
 * The quotations a user reaches for a need (issue 19): with the permission at `own` scope only the
 * ones they wrote, otherwise every one of their company. Enforced in the queries: a colleague's
 * quotation is RECORD_NOT_FOUND, as another company's would be.
 */
export function quotationReachOf(
  caller: SupplierCaller,
  need: 'quotation:read' | 'quotation:write',
): QuotationReach {
  return { supplierId: caller.supplierId, createdBy: caller.ownScope.has(need) ? caller.userId : undefined };
}
