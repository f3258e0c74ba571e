export type OrderChange = { id: string; order: number };

/**
 * The `order` values to send so that the item at `index` moves one place up (-1) or down (1).
 * Positions are renumbered from 0, so gaps and ties left by earlier edits are mended on the way;
 * only the items whose number changes are sent.
 */
export function orderChanges(
  items: readonly { _id: string; order: number }[],
  index: number,
  by: -1 | 1,
): OrderChange[] {
  const target = index + by;
  if (index < 0 || target < 0 || target >= items.length) return [];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  if (!moved) return [];
  next.splice(target, 0, moved);
  return next.flatMap((item, position) =>
    item.order === position ? [] : [{ id: item._id, order: position }],
  );
}
