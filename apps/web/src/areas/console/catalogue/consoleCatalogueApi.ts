import {
  type BrandInput,
  type BrandUpdate,
  type ConsoleBrandQuery,
  type ConsoleCategoryTree,
  type ConsoleProductQuery,
  type CreateCategory,
  consoleCatalogueCalls as calls,
  consoleCatalogueUpload,
  type FileRef,
  FileRefSchema,
  type MasterProductInput,
  type MergeProducts,
  type MoveCategory,
  type RenameCategory,
  type ReorderCategories,
  type RetireProduct,
} from '@sc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleCall, consoleUpload } from '../../../lib/console/consoleHttp';
import { useLanguage } from '../../../lib/useLanguage';

// The console has its own query cache, so its keys need only be unique within it. Category paths
// come in the reader's language, hence the language in the product keys.
export const catalogueKeys = {
  all: ['consoleCatalogue'] as const,
  products: ['consoleCatalogue', 'products'] as const,
  productList: (query: ConsoleProductQuery, lang: string) =>
    ['consoleCatalogue', 'products', 'list', query, lang] as const,
  product: (id: number, lang: string) => ['consoleCatalogue', 'products', 'detail', id, lang] as const,
  duplicates: (pageIndex: number, lang: string) =>
    ['consoleCatalogue', 'products', 'duplicates', pageIndex, lang] as const,
  brands: ['consoleCatalogue', 'brands'] as const,
  brandList: (query: ConsoleBrandQuery) => ['consoleCatalogue', 'brands', query] as const,
  categories: ['consoleCatalogue', 'categories'] as const,
};

/** A page of master products. */
export function useMasterProducts(query: ConsoleProductQuery) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: catalogueKeys.productList(query, lang),
    queryFn: ({ signal }) => consoleCall(calls.productList, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One master product with its links and the products sharing its barcode. */
export function useMasterProduct(id: number | null) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: catalogueKeys.product(id ?? 0, lang),
    enabled: id !== null,
    queryFn: ({ signal }) => consoleCall(calls.productInfo, { id: id ?? 0 }, { signal }),
  });
}

/** Groups of active products sharing a barcode. */
export function useDuplicateGroups(pageIndex: number, isEnabled = true) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: catalogueKeys.duplicates(pageIndex, lang),
    enabled: isEnabled,
    queryFn: ({ signal }) => consoleCall(calls.duplicates, { pageIndex, pageSize: 20 }, { signal }),
  });
}

/** Brands A to Z with their product counts. */
export function useConsoleBrands(query: ConsoleBrandQuery) {
  return useQuery({
    queryKey: catalogueKeys.brandList(query),
    queryFn: ({ signal }) => consoleCall(calls.brandList, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The category tree with names in every language and what uses each category. */
export function useConsoleCategoryTree() {
  return useQuery({
    queryKey: catalogueKeys.categories,
    queryFn: ({ signal }) => consoleCall(calls.categoryTree, {}, { signal }),
    staleTime: 30_000,
  });
}

/** A mutation that refreshes the catalogue's lists it may change once it settles. */
function useCatalogueMutation<I, R>(call: (input: I) => Promise<R>, refreshes: readonly string[][]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

const productLists = [[...catalogueKeys.products], [...catalogueKeys.brands], [...catalogueKeys.categories]];

/** Form saves show their field errors on the form, not as a toast. */
const quietly = { notify: false } as const;

export const useSaveMasterProduct = () =>
  useCatalogueMutation(
    ({ id, input }: { id: number | null; input: MasterProductInput }) =>
      id === null
        ? consoleCall(calls.productCreate, input, quietly)
        : consoleCall(calls.productUpdate, { ...input, id }, quietly),
    productLists,
  );
export const useRetireMasterProduct = () =>
  useCatalogueMutation((input: RetireProduct) => consoleCall(calls.productRetire, input), productLists);
export const useMergeMasterProducts = () =>
  useCatalogueMutation((input: MergeProducts) => consoleCall(calls.merge, input), productLists);

const brandLists = [[...catalogueKeys.brands], [...catalogueKeys.products]];
export const useSaveBrand = () =>
  useCatalogueMutation(
    ({ id, input }: { id: number | null; input: BrandInput }) =>
      id === null
        ? consoleCall(calls.brandCreate, input, quietly)
        : consoleCall(calls.brandUpdate, { ...input, id } satisfies BrandUpdate, quietly),
    brandLists,
  );
export const useDeleteBrand = () =>
  useCatalogueMutation((id: number) => consoleCall(calls.brandDelete, { id }), brandLists);

/** Every change of the tree answers the new tree: it replaces the cached one at once. */
function useTreeMutation<I>(call: (input: I) => Promise<ConsoleCategoryTree>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (tree) => queryClient.setQueryData(catalogueKeys.categories, tree),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.products }),
  });
}

export const useCreateCategory = () =>
  useTreeMutation((input: CreateCategory) => consoleCall(calls.categoryCreate, input, quietly));
export const useRenameCategory = () =>
  useTreeMutation((input: RenameCategory) => consoleCall(calls.categoryRename, input, quietly));
export const useMoveCategory = () =>
  useTreeMutation((input: MoveCategory) => consoleCall(calls.categoryMove, input));
export const useReorderCategories = () =>
  useTreeMutation((input: ReorderCategories) => consoleCall(calls.categoryReorder, input));
export const useDeleteCategory = () =>
  useTreeMutation((id: number) => consoleCall(calls.categoryDelete, { id }));

/** Sends a catalogue picture or brand logo (multipart `file`); failures are shown where it was picked. */
export function uploadCataloguePicture(file: File, onProgress: (percent: number) => void): Promise<FileRef> {
  const form = new FormData();
  form.append('file', file, file.name);
  return consoleUpload(consoleCatalogueUpload.path, form, {
    onProgress,
    schema: FileRefSchema,
    notify: false,
  });
}
