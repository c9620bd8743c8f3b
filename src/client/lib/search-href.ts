// Where a search typed outside /discover goes: Discover with the words, which opens the tab they are about
// (discover-query.ts), so the words' table loads with Discover rather than with the first page.
export function searchHref(words: string): string {
  const q = words.trim();
  return q ? `/discover?q=${encodeURIComponent(q)}` : '/discover';
}
