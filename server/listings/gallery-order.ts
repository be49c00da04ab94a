/**
 * The owner's arrangement of a listing's kept photos: `image_order` is a JSON array of positions in the current
 * gallery, in the wanted order (the first becomes the main photo); positions left out are removed. Absent means
 * "keep as is". Anything else (not an array, a position out of range, a repeat) is refused: `undefined`.
 */
export function arrangeGallery<T>(current: readonly T[], order: string | undefined): T[] | undefined {
  if (order === undefined || order === '') return [...current];
  let parsed: unknown;
  try {
    parsed = JSON.parse(order);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  const seen = new Set<number>();
  const arranged: T[] = [];
  for (const position of parsed) {
    if (!Number.isInteger(position) || position < 0 || position >= current.length || seen.has(position as number)) return undefined;
    seen.add(position as number);
    arranged.push(current[position as number] as T);
  }
  return arranged;
}
