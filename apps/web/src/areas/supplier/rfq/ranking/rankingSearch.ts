/** The ranking's options as the page keeps them in the address bar (?period=30&by=category&category=N). */
export type RankingSearch = { period: 7 | 30; by: 'product' | 'category'; categoryId: number | null };

/** Reads the options; anything missing or odd falls back to 7 days of products in every category. */
export function parseRankingSearch(params: URLSearchParams): RankingSearch {
  const category = Number(params.get('category'));
  return {
    period: params.get('period') === '30' ? 30 : 7,
    by: params.get('by') === 'category' ? 'category' : 'product',
    categoryId: Number.isInteger(category) && category > 0 ? category : null,
  };
}

/** The address-bar form, leaving the defaults out. */
export function toRankingParams(search: RankingSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.period !== 7) params.set('period', String(search.period));
  if (search.by !== 'product') params.set('by', search.by);
  if (search.categoryId) params.set('category', String(search.categoryId));
  return params;
}
