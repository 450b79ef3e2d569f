import { type BusinessHours, type SaveTradeFair, scheduleCalls } from '@sc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { companyKeys } from './companyKeys';

const scheduleKeys = {
  fairs: () => [...companyKeys.all, 'fairs'] as const,
  hours: () => [...companyKeys.all, 'hours'] as const,
};

/** My trade fairs: coming ones first, then past ones. */
export function useFairs() {
  return useQuery({
    queryKey: scheduleKeys.fairs(),
    queryFn: ({ signal }) => apiCall(scheduleCalls.fairs, {}, { overlay: false, notify: false, signal }),
  });
}

/** Adds or changes a fair; the form shows refusals itself. */
export function useSaveFair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveTradeFair) =>
      apiCall(scheduleCalls.saveFair, input, { overlay: false, notify: false }),
    onSuccess: (fairs) => queryClient.setQueryData(scheduleKeys.fairs(), fairs),
  });
}

/** Deletes a fair (after the page's confirmation). */
export function useDeleteFair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(scheduleCalls.deleteFair, { id }, { overlay: false }),
    onSuccess: (fairs) => queryClient.setQueryData(scheduleKeys.fairs(), fairs),
  });
}

/** My business hours and time zone (the country's defaults until saved). */
export function useBusinessHours() {
  return useQuery({
    queryKey: scheduleKeys.hours(),
    queryFn: ({ signal }) => apiCall(scheduleCalls.hours, {}, { overlay: false, notify: false, signal }),
  });
}

/** Saves my business hours; the form shows refusals itself. */
export function useSaveBusinessHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessHours) =>
      apiCall(scheduleCalls.saveHours, input, { overlay: false, notify: false }),
    onSuccess: (hours) => queryClient.setQueryData(scheduleKeys.hours(), hours),
  });
}
