import {
  COUNTRY_CODES,
  type FieldErrors,
  type FileRef,
  type PricingUnit,
  type Product,
  type ProductInput,
} from '@sc/contract';
import type { UploadFile } from 'antd';

type CountryCode = (typeof COUNTRY_CODES)[number];

function isCountryCode(value: string | null): value is CountryCode {
  return value !== null && (COUNTRY_CODES as readonly string[]).includes(value);
}

/** The product form's values: the contract's ProductInput, with images as upload list items. */
export type ProductFormValues = {
  barcode: string;
  mid: string;
  name: string;
  images: UploadFile<FileRef>[];
  brand?: string | null;
  categoryId?: number | null;
  origin?: CountryCode | null;
  specs: string[];
  shelfLifeDays?: number | null;
  unitsPerPack?: number | null;
  unitsPerCase?: number | null;
  casesPerPallet?: number | null;
  pricingUnit: PricingUnit;
  remark?: string | null;
};

/** A stored image as an upload list item; its uid is the file id. */
export function toUploadFile(file: FileRef): UploadFile<FileRef> {
  return {
    uid: file.fileId,
    name: file.name,
    status: 'done',
    url: file.url,
    thumbUrl: file.thumbUrl ?? file.url,
    size: file.size,
    type: file.mime,
    response: file,
  };
}

/** Starting values: an existing product's fields, or an empty form. */
export function toFormValues(product?: Product | null): ProductFormValues {
  if (!product) return { barcode: '', mid: '', name: '', images: [], specs: [], pricingUnit: 'unit' };
  return {
    barcode: product.barcode,
    mid: product.mid,
    name: product.name,
    images: product.images.map(toUploadFile),
    brand: product.brand,
    categoryId: product.categoryId,
    origin: isCountryCode(product.origin) ? product.origin : null,
    specs: [...product.specs],
    shelfLifeDays: product.shelfLifeDays,
    unitsPerPack: product.unitsPerPack,
    unitsPerCase: product.unitsPerCase,
    casesPerPallet: product.casesPerPallet,
    pricingUnit: product.pricingUnit,
    remark: product.remark,
  };
}

/** The file id of an uploaded list item, or null while it uploads or when it failed. */
export function uploadedFileId(file: UploadFile<FileRef>): string | null {
  if (file.status !== 'done') return null;
  return file.response?.fileId ?? null;
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

/** The body of supp/product/create or update, with text trimmed and blanks sent as null. */
export function toProductInput(values: ProductFormValues): ProductInput {
  return {
    barcode: values.barcode.trim(),
    mid: values.mid.trim(),
    name: values.name.trim(),
    imageIds: values.images.map(uploadedFileId).filter((id): id is string => id !== null),
    brand: text(values.brand),
    categoryId: orNull(values.categoryId),
    origin: orNull(values.origin),
    specs: (values.specs ?? []).map((spec) => (spec ?? '').trim()),
    shelfLifeDays: orNull(values.shelfLifeDays),
    unitsPerPack: orNull(values.unitsPerPack),
    unitsPerCase: orNull(values.unitsPerCase),
    casesPerPallet: orNull(values.casesPerPallet),
    pricingUnit: values.pricingUnit,
    remark: text(values.remark),
  };
}

export type FormFieldError = { name: (string | number)[]; errors: string[] };

/**
 * Puts the server's field errors on the form's fields: `imageIds` on the images, `specs.2` (or
 * `specs[2]`) on that spec row, the rest by name. Errors for fields the form lacks are left out.
 */
export function toFormFieldErrors(fields: FieldErrors, formFields: readonly string[]): FormFieldError[] {
  const result: FormFieldError[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const spec = /^specs(?:\.|\[)(\d+)\]?$/.exec(path);
    if (spec) result.push({ name: ['specs', Number(spec[1])], errors: [message] });
    else if (path === 'imageIds' || path.startsWith('imageIds.'))
      result.push({ name: ['images'], errors: [message] });
    else if (formFields.includes(path)) result.push({ name: [path], errors: [message] });
  }
  return result;
}
