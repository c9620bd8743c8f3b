-- Nearest neighbours are answered by the in-memory search index (ADR 006), so the pgvector mirror of the
-- embeddings, its HNSW indexes and the exact-cosine SQL function are no longer read; embeddings stay as real[].
DROP TRIGGER IF EXISTS venue_embeddings_vector ON venue_embeddings;
--> statement-breakpoint
DROP TRIGGER IF EXISTS vendor_embeddings_vector ON vendor_embeddings;
--> statement-breakpoint
DROP FUNCTION IF EXISTS embeddings_vector_refresh();
--> statement-breakpoint
DROP INDEX IF EXISTS venue_embeddings_hnsw_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS vendor_embeddings_hnsw_idx;
--> statement-breakpoint
ALTER TABLE venue_embeddings DROP COLUMN IF EXISTS embedding_vector;
--> statement-breakpoint
ALTER TABLE vendor_embeddings DROP COLUMN IF EXISTS embedding_vector;
--> statement-breakpoint
DROP FUNCTION IF EXISTS real_array_cosine(real[], real[]);
