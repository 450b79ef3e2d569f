/** Those listed first in the given order, the others after in their order (as the server sorts). */
export function orderExhibits<T extends { productId: number; position: number }>(
  list: readonly T[],
  productIds: readonly number[],
): T[] {
  const byId = new Map(list.map((item) => [item.productId, item]));
  const listed = productIds.flatMap((id) => byId.get(id) ?? []);
  const wanted = new Set(productIds);
  const rest = list.filter((item) => !wanted.has(item.productId));
  return [...listed, ...rest].map((item, index) => ({ ...item, position: index + 1 }));
}

/** The ids in order after moving one place up (-1) or down (+1); unchanged at either end. */
export function moveExhibit(productIds: readonly number[], productId: number, step: -1 | 1): number[] {
  const from = productIds.indexOf(productId);
  const to = from + step;
  if (from < 0 || to < 0 || to >= productIds.length) return [...productIds];
  const next = [...productIds];
  next.splice(from, 1);
  next.splice(to, 0, productId);
  return next;
}
