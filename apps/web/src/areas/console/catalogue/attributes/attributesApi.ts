import {
  type AttributeList,
  type AttributeListDetail,
  consoleAttributeCalls,
  type ReorderAttributes,
  type UpdateAttributeOption,
} from '@sc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleCall } from '../../../../lib/console/consoleHttp';

const attributeKeys = { list: (list: AttributeList) => ['consoleAttributes', list] as const };

/** One attribute list with every code, its names and the rows using it. */
export function useAttributeList(list: AttributeList) {
  return useQuery({
    queryKey: attributeKeys.list(list),
    queryFn: ({ signal }) => consoleCall(consoleAttributeCalls.list, { list }, { signal }),
  });
}

/** A change to a list; the server answers the list as it now is. */
function useAttributeMutation<I extends { list: AttributeList }>(
  call: (input: I) => Promise<AttributeListDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail) => queryClient.setQueryData(attributeKeys.list(detail.list), detail),
    onError: (_error, input) => queryClient.invalidateQueries({ queryKey: attributeKeys.list(input.list) }),
  });
}

export const useUpdateAttribute = () =>
  useAttributeMutation((input: UpdateAttributeOption) => consoleCall(consoleAttributeCalls.update, input));
export const useReorderAttributes = () =>
  useAttributeMutation((input: ReorderAttributes) => consoleCall(consoleAttributeCalls.reorder, input));
