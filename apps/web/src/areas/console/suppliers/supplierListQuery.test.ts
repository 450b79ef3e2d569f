import { describe, expect, it } from 'vitest';
import { readSupplierListView, supplierListParams, supplierListQuery } from './supplierListQuery';

const read = (search: string) => readSupplierListView(new URLSearchParams(search));

describe('the suppliers list address', () => {
  it('opens on the state the overview links to', () => {
    expect(read('?state=trial')).toMatchObject({ state: 'trial', page: 1, openId: null, sort: 'signUp' });
    expect(supplierListQuery(read('?state=suspended'))).toEqual({
      pageIndex: 1,
      pageSize: 20,
      sort: 'signUp',
      state: 'suspended',
    });
  });

  it('ignores what it does not know instead of failing the list', () => {
    expect(read('?state=bankrupt&country=XX&verified=maybe&sort=name&page=-2&id=abc')).toEqual({
      keyword: '',
      state: null,
      country: null,
      verified: null,
      sort: 'signUp',
      page: 1,
      openId: null,
    });
  });

  it('keeps every filter, the page and the open company across a reload', () => {
    const view = read('?q=olive&state=paying&country=BR&verified=no&sort=lastActivity&page=3&id=42');
    expect(view).toEqual({
      keyword: 'olive',
      state: 'paying',
      country: 'BR',
      verified: false,
      sort: 'lastActivity',
      page: 3,
      openId: 42,
    });
    expect(read(`?${new URLSearchParams(supplierListParams(view))}`)).toEqual(view);
    expect(supplierListQuery(view)).toEqual({
      pageIndex: 3,
      pageSize: 20,
      sort: 'lastActivity',
      keyword: 'olive',
      state: 'paying',
      country: 'BR',
      verified: false,
    });
  });
});
