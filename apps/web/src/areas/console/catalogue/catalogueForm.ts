import {
  type CategoryNames,
  COUNTRY_CODES,
  type ConsoleCategoryTree,
  type ConsoleMasterProduct,
  type FileRef,
  type Lang,
  type MasterProductInput,
} from '@sc/contract';
import type { UploadFile } from 'antd';
import { toUploadFile, uploadedFileId } from '../../../features/products/productForm';

type CountryCode = (typeof COUNTRY_CODES)[number];
const isCountryCode = (value: string | null): value is CountryCode =>
  value !== null && (COUNTRY_CODES as readonly string[]).includes(value);

/** The master product form's values: the contract's input, with pictures as upload list items. */
export type MasterProductFormValues = {
  barcode: string;
  mid: string;
  name: string;
  brandId?: number;
  categoryId?: number;
  origin?: CountryCode | null;
  specs: string[];
  images: UploadFile<FileRef>[];
};

/** Starting values: a product's fields, or an empty form. */
export function toMasterProductFormValues(product?: ConsoleMasterProduct | null): MasterProductFormValues {
  if (!product) return { barcode: '', mid: '', name: '', specs: [], images: [] };
  return {
    barcode: product.barcode,
    mid: product.mid,
    name: product.name,
    brandId: product.brand.id,
    categoryId: product.categoryId,
    origin: isCountryCode(product.origin) ? product.origin : null,
    specs: [...product.specs],
    images: product.images.map(toUploadFile),
  };
}

/** The body of the create or update call: text trimmed, pictures by file id, blanks as null. */
export function toMasterProductInput(values: MasterProductFormValues): MasterProductInput {
  return {
    barcode: values.barcode.trim(),
    mid: values.mid.trim(),
    name: values.name.trim(),
    // Missing ones are refused by the contract with the field's own words.
    brandId: values.brandId ?? 0,
    categoryId: values.categoryId ?? 0,
    origin: values.origin ?? null,
    specs: (values.specs ?? []).map((spec) => (spec ?? '').trim()),
    imageIds: values.images.map(uploadedFileId).filter((id): id is string => id !== null),
  };
}

/** A category's name in the UI language (stored language `ch` reads the Chinese name). */
export function categoryName(names: CategoryNames, lang: Lang): string {
  return lang === 'ch' ? names.zh : lang === 'ja' ? names.ja : names.en;
}

export type CategoryOption = { value: number; title: string; children?: CategoryOption[] };

/** The tree as TreeSelect options in the UI language: main categories with their sub-categories. */
export function categoryOptions(tree: ConsoleCategoryTree, lang: Lang): CategoryOption[] {
  return tree.map((main) => ({
    value: main.id,
    title: categoryName(main.names, lang),
    children: main.children.map((sub) => ({ value: sub.id, title: categoryName(sub.names, lang) })),
  }));
}

/** The ids with the one at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function movedInOrder(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target] as number, next[index] as number];
  return next;
}

/** How much links to a product: suppliers' copies, buyers' interests and RFQs together. */
export const linkWeight = (p: Pick<ConsoleMasterProduct, 'linkedSuppliers' | 'wantedByBuyers' | 'rfqs'>) =>
  p.linkedSuppliers + p.wantedByBuyers + p.rfqs;

/** The duplicate to keep by default: the one most linked to, the oldest when it is a tie. */
export function defaultKeepId(products: readonly ConsoleMasterProduct[]): number | null {
  let best: ConsoleMasterProduct | null = null;
  for (const product of products) {
    if (
      !best ||
      linkWeight(product) > linkWeight(best) ||
      (linkWeight(product) === linkWeight(best) && product.id < best.id)
    )
      best = product;
  }
  return best?.id ?? null;
}
