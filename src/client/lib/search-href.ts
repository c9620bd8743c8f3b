// Where a search typed outside /discover goes: the vendors tab when the words name a vendor service ("wedding
// photographer"), the venues tab (Discover's default) otherwise.
import { searchTabFor } from '#shared/category-words.ts';

export function searchHref(words: string): string {
  const q = words.trim();
  if (!q) return '/discover';
  const tab = searchTabFor(q) === 'vendors' ? 'tab=vendors&' : '';
  return `/discover?${tab}q=${encodeURIComponent(q)}`;
}
