export type PageItem = number | 'gap';

/** The page links to show: first, last, and the current page with one neighbour each side; gaps elsewhere. */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), total);
  const start = Math.max(2, Math.min(page - 1, total - 4));
  const end = Math.min(total - 1, Math.max(page + 1, 5));
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < total - 1) items.push('gap');
  items.push(total);
  return items;
}
