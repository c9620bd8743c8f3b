// Call after creating or changing listings: search answers from before are dropped, the changed listings
// get fresh embeddings (§7 generate-embeddings) and the index reads them again, so the next search sees them.
import { refreshEmbeddings, type RefreshScope } from './listing-embeddings.ts';
import type { SearchContext } from './search-context.ts';

export async function listingsChanged(ctx: SearchContext, scope: RefreshScope): Promise<void> {
  ctx.cache.clear();
  await refreshEmbeddings(ctx.db, ctx.embedder, scope);
  await ctx.index.refresh(scope);
  ctx.cache.clear();
}
