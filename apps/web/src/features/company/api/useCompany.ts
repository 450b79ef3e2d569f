import { companyCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { companyKeys } from './companyKeys';

/** My company profile: fields, pictures, showroom state, locks, pending request and history. */
export function useCompany() {
  return useQuery({
    queryKey: companyKeys.profile(),
    queryFn: ({ signal }) => apiCall(companyCalls.info, {}, { overlay: false, notify: false, signal }),
  });
}

/** The showroom's state now: publish status, the checklist and whether buyer contact is unlocked. */
export function useShowroomState() {
  return useQuery({
    queryKey: companyKeys.state(),
    queryFn: ({ signal }) => apiCall(companyCalls.state, {}, { overlay: false, notify: false, signal }),
  });
}

/** Brands of my products, most used first, and whether the showroom shows each. */
export function useLinkBrands() {
  return useQuery({
    queryKey: companyKeys.brands(),
    queryFn: ({ signal }) => apiCall(companyCalls.brands, {}, { overlay: false, notify: false, signal }),
  });
}
