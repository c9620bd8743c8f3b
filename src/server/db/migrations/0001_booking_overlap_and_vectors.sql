-- A venue can never hold two confirmed bookings whose times overlap.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_no_venue_overlap"
  EXCLUDE USING gist ("venue_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" = 'confirmed' AND "venue_id" IS NOT NULL);
--> statement-breakpoint
-- Where pgvector is available (PGlite, managed Postgres) embeddings also get an indexed vector
-- column; elsewhere semantic search computes exact cosine over the real[] column.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    CREATE EXTENSION IF NOT EXISTS vector;
    ALTER TABLE "venue_embeddings" ADD COLUMN "embedding_vector" vector(100);
    ALTER TABLE "vendor_embeddings" ADD COLUMN "embedding_vector" vector(100);
  END IF;
END
$$;
