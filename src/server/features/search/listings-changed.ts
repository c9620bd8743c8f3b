// Call after creating or changing listings: search answers from before are dropped and the changed
// listings get fresh embeddings, so the next search sees them (§7 generate-embeddings).
import { refreshEmbeddings, type RefreshScope } from './listing-embeddings.ts';
import type { SearchContext } from './search-context.ts';

export async function listingsChanged(ctx: SearchContext, scope: RefreshScope): Promise<void> {
  ctx.cache.clear();
  await refreshEmbeddings(ctx.db, ctx.embedder, scope);
  ctx.cache.clear();
}
