import { apiPaths, type Page, pageOf, type Visitor, VisitorSchema } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';

const VisitorPageSchema = pageOf(VisitorSchema);

/** Buyers who viewed my showroom or products, newest first (buyer/vistor/list). */
export function fetchVisitors(
  page: { pageIndex: number; pageSize: number },
  signal?: AbortSignal,
): Promise<Page<Visitor>> {
  return apiPost(apiPaths.buyerVisitorList, page, { schema: VisitorPageSchema, overlay: false, signal });
}

export function useVisitors(pageIndex: number, pageSize: number) {
  return useQuery({
    queryKey: [queryRoots.buyers, 'visitors', pageIndex, pageSize],
    queryFn: ({ signal }) => fetchVisitors({ pageIndex, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
}
