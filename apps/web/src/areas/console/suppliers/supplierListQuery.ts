import {
  COUNTRY_CODES,
  type ConsoleSupplierQuery,
  SUPPLIER_SORTS,
  SUPPLIER_STATES,
  type SupplierSort,
  type SupplierState,
} from '@sc/contract';

export const SUPPLIER_PAGE_SIZE = 20;

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** What the list shows, as the address keeps it (`?state=trial&country=BR&page=2&id=7`). */
export type SupplierListView = {
  keyword: string;
  state: SupplierState | null;
  country: string | null;
  verified: boolean | null;
  sort: SupplierSort;
  page: number;
  /** The company open in the drawer. */
  openId: number | null;
};

/** Reads the list's view from the address; anything unknown falls back to the whole list. */
export function readSupplierListView(params: URLSearchParams): SupplierListView {
  const state = params.get('state');
  const country = params.get('country');
  const verified = params.get('verified');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const id = Number(params.get('id'));
  return {
    keyword: (params.get('q') ?? '').trim().slice(0, 100),
    state: isOneOf(SUPPLIER_STATES, state) ? state : null,
    country: isOneOf(COUNTRY_CODES, country) ? country : null,
    verified: verified === 'yes' ? true : verified === 'no' ? false : null,
    sort: isOneOf(SUPPLIER_SORTS, sort) ? sort : 'signUp',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    openId: Number.isInteger(id) && id > 0 ? id : null,
  };
}

/** The address of a view: only what differs from the defaults. */
export function supplierListParams(view: SupplierListView): Record<string, string> {
  const params: Record<string, string> = {};
  if (view.keyword) params.q = view.keyword;
  if (view.state) params.state = view.state;
  if (view.country) params.country = view.country;
  if (view.verified !== null) params.verified = view.verified ? 'yes' : 'no';
  if (view.sort !== 'signUp') params.sort = view.sort;
  if (view.page > 1) params.page = String(view.page);
  if (view.openId !== null) params.id = String(view.openId);
  return params;
}

/** The list call's body for a view. */
export function supplierListQuery(view: SupplierListView): ConsoleSupplierQuery {
  return {
    pageIndex: view.page,
    pageSize: SUPPLIER_PAGE_SIZE,
    sort: view.sort,
    ...(view.keyword ? { keyword: view.keyword } : {}),
    ...(view.state ? { state: view.state } : {}),
    ...(view.country ? { country: view.country as ConsoleSupplierQuery['country'] } : {}),
    ...(view.verified === null ? {} : { verified: view.verified }),
  };
}
