import { apiPaths, type ShowroomExhibits, ShowroomExhibitsSchema } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { showroomKeys } from './showroomKeys';

/** My displayed products in the order buyers see them (showcase/getShowcaseProduct). */
export function fetchExhibits(signal?: AbortSignal): Promise<ShowroomExhibits> {
  return apiPost(
    apiPaths.showroomExhibitList,
    {},
    { schema: ShowroomExhibitsSchema, overlay: false, signal },
  );
}

export function useExhibits() {
  return useQuery({ queryKey: showroomKeys.exhibits(), queryFn: ({ signal }) => fetchExhibits(signal) });
}
