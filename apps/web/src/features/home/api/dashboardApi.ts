import { type CallBody, type DashboardPeriod, dashboardCalls } from '@sc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { homeKeys, quiet } from './homeKeys';

/** The dashboard's figures over 7, 30 or 90 days, the response coach and what needs attention. */
export function useDashboard(periodDays: DashboardPeriod) {
  return useQuery({
    queryKey: homeKeys.dashboard(periodDays),
    queryFn: ({ signal }) => apiCall(dashboardCalls.info, { periodDays }, { ...quiet, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The company's getting-started tasks, read from its data. */
export function useTasks() {
  return useQuery({
    queryKey: homeKeys.tasks(),
    queryFn: ({ signal }) => apiCall(dashboardCalls.tasks, {}, { ...quiet, signal }),
  });
}

/** Which guides I finished or dismissed (stored on the server, so every device agrees). */
export function useGuide() {
  return useQuery({
    queryKey: homeKeys.guide(),
    queryFn: ({ signal }) => apiCall(dashboardCalls.guide, {}, { ...quiet, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useUpdateGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallBody<typeof dashboardCalls.updateGuide>) =>
      apiCall(dashboardCalls.updateGuide, input, quiet),
    onSuccess: (state) => queryClient.setQueryData(homeKeys.guide(), state),
  });
}
