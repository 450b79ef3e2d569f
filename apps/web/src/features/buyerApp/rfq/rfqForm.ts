import {
  type CredentialType,
  type Currency,
  type DeliveryPlace,
  type FileRef,
  type Incoterm,
  type PostRfq,
  PostRfqSchema,
  type PricingUnit,
  RFQ_LIMITS,
  utcToday,
} from '@sc/contract';
import type { UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { MessageValues } from '../../../lib/Translate';

/**
 * What the post form holds. Field names are the contract's, so the server's field errors land on
 * them as they come: `categoryId` holds the cascader's path, `attachmentIds` the files as uploaded.
 */
export type RfqFormValues = {
  productName: string;
  /** The catalogue product picked from the suggestions (cleared when the name is typed over). */
  masterProductId: number | null;
  barcode: string;
  categoryId: number[];
  quantity: number | null;
  unit: PricingUnit | undefined;
  targetPrice: string;
  targetCurrency: Currency | undefined;
  terms: Incoterm | undefined;
  place: DeliveryPlace | undefined;
  shelfLifeDays: number | null;
  certifications: CredentialType[];
  attachmentIds: UploadFile<FileRef>[];
  remark: string;
  expiresOn: Dayjs | null;
  maxQuotes: number | null;
};
export type RfqFormField = keyof RfqFormValues;

/** The fields in the order they are shown: the first with a problem is scrolled to. */
export const RFQ_FORM_FIELDS: readonly RfqFormField[] = [
  'productName',
  'masterProductId',
  'barcode',
  'categoryId',
  'quantity',
  'unit',
  'targetPrice',
  'targetCurrency',
  'terms',
  'place',
  'shelfLifeDays',
  'certifications',
  'attachmentIds',
  'remark',
  'expiresOn',
  'maxQuotes',
];

/** Open for two weeks unless the buyer chooses otherwise. */
export const DEFAULT_EXPIRY_DAYS = 14;

/** A new form: one unit, prices in US dollars, two weeks open, ten quotes at most. */
export function emptyRfqValues(now: Dayjs = dayjs()): RfqFormValues {
  return {
    productName: '',
    masterProductId: null,
    barcode: '',
    categoryId: [],
    quantity: null,
    unit: 'unit',
    targetPrice: '',
    targetCurrency: 'USD',
    terms: undefined,
    place: undefined,
    shelfLifeDays: null,
    certifications: [],
    attachmentIds: [],
    remark: '',
    expiresOn: now.add(DEFAULT_EXPIRY_DAYS, 'day').startOf('day'),
    maxQuotes: RFQ_LIMITS.maxQuotesDefault,
  };
}

/** The last day an RFQ may stay open (UTC, as the server counts). */
export function lastExpiryDay(now: Date = new Date()): string {
  return dayjs(utcToday(now)).add(RFQ_LIMITS.expiryMaxDays, 'day').format('YYYY-MM-DD');
}

/** The body the form sends: empty optional fields as null, the category as the path's last step. */
export function toPostRfq(values: Partial<RfqFormValues>): PostRfq {
  const targetPrice = values.targetPrice?.trim() ?? '';
  return {
    productName: values.productName ?? '',
    masterProductId: values.masterProductId ?? null,
    barcode: values.barcode ?? '',
    categoryId: values.categoryId?.at(-1) as number,
    quantity: values.quantity ?? undefined,
    unit: values.unit as PricingUnit,
    targetPrice: targetPrice || null,
    targetCurrency: targetPrice ? (values.targetCurrency ?? null) : null,
    terms: values.terms as Incoterm,
    place: values.place as DeliveryPlace,
    shelfLifeDays: values.shelfLifeDays ?? null,
    certifications: values.certifications ?? [],
    attachmentIds: (values.attachmentIds ?? []).flatMap((file) =>
      file.status === 'done' && file.response ? [file.response.fileId] : [],
    ),
    remark: values.remark ?? '',
    expiresOn: values.expiresOn ? values.expiresOn.format('YYYY-MM-DD') : '',
    maxQuotes: values.maxQuotes ?? undefined,
  };
}

export type RfqIssue = { key: string; values?: MessageValues };

/**
 * The first problem of each field as catalog keys: the contract's schema (the server's own check),
 * and the longest an RFQ may stay open, which the server checks against its clock.
 */
export function rfqFieldIssues(
  input: PostRfq,
  now: Date = new Date(),
): Partial<Record<RfqFormField, RfqIssue>> {
  const issues: Partial<Record<RfqFormField, RfqIssue>> = {};
  const result = PostRfqSchema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'productName');
      const name = (RFQ_FORM_FIELDS as readonly string[]).includes(field)
        ? (field as RfqFormField)
        : 'productName';
      issues[name] ??= { key: issue.message };
    }
  }
  if (!issues.expiresOn && input.expiresOn > lastExpiryDay(now)) {
    issues.expiresOn = { key: 'validation.rfqExpiryTooFar', values: { days: RFQ_LIMITS.expiryMaxDays } };
  }
  return issues;
}

type CategoryOption = { value: number; children?: CategoryOption[] };

/** The cascader's path ([main, sub]) to a category of the tree, or [] when it is not there. */
export function categoryPathOf(tree: readonly CategoryOption[], categoryId: number): number[] {
  for (const node of tree) {
    if (node.value === categoryId) return [node.value];
    const below = categoryPathOf(node.children ?? [], categoryId);
    if (below.length > 0) return [node.value, ...below];
  }
  return [];
}
