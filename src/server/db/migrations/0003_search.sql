-- Listing search: full-text documents kept by triggers, a lexicon of listing words for typo
-- correction (pg_trgm), and nearest-neighbour indexes for embeddings.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_search_idx" ON "vendors" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "venues_search_idx" ON "venues" USING gin ("search_vector");
--> statement-breakpoint
-- Weights: A names, B kind and vibe, C amenities/services/place, D descriptions.
CREATE FUNCTION venues_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := concat_ws(' ', NEW.name, NEW.venue_name, replace(NEW.type, '-', ' '), array_to_string(NEW.vibes, ' '),
    array_to_string(NEW.amenities, ' '), NEW.city, NEW.state, NEW.description);
  NEW.search_vector :=
    setweight(to_tsvector('english', concat_ws(' ', NEW.name, NEW.venue_name)), 'A') ||
    setweight(to_tsvector('english', concat_ws(' ', replace(NEW.type, '-', ' '), array_to_string(NEW.vibes, ' '))), 'B') ||
    setweight(to_tsvector('english', concat_ws(' ', array_to_string(NEW.amenities, ' '), NEW.city, NEW.state)), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D');
  INSERT INTO search_terms (term)
    SELECT DISTINCT w FROM regexp_split_to_table(lower(NEW.search_text), '[^a-z0-9]+') AS w WHERE length(w) BETWEEN 3 AND 30
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER venues_search_refresh BEFORE INSERT OR UPDATE OF name, venue_name, type, vibes, amenities, city, state, description
  ON venues FOR EACH ROW EXECUTE FUNCTION venues_search_refresh();
--> statement-breakpoint
CREATE FUNCTION vendors_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := concat_ws(' ', NEW.name, NEW.business_name, replace(NEW.category, '-', ' '), NEW.service_type,
    array_to_string(NEW.services, ' '), array_to_string(NEW.vibes, ' '), NEW.city, NEW.state,
    array_to_string(NEW.service_area, ' '), array_to_string(NEW.equipment, ' '), NEW.description);
  NEW.search_vector :=
    setweight(to_tsvector('english', concat_ws(' ', NEW.name, NEW.business_name)), 'A') ||
    setweight(to_tsvector('english', concat_ws(' ', replace(NEW.category, '-', ' '), NEW.service_type, array_to_string(NEW.services, ' '))), 'B') ||
    setweight(to_tsvector('english', concat_ws(' ', array_to_string(NEW.vibes, ' '), NEW.city, NEW.state,
      array_to_string(NEW.service_area, ' '), array_to_string(NEW.equipment, ' '))), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D');
  INSERT INTO search_terms (term)
    SELECT DISTINCT w FROM regexp_split_to_table(lower(NEW.search_text), '[^a-z0-9]+') AS w WHERE length(w) BETWEEN 3 AND 30
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vendors_search_refresh BEFORE INSERT OR UPDATE OF name, business_name, category, service_type, services, vibes,
  city, state, service_area, equipment, description
  ON vendors FOR EACH ROW EXECUTE FUNCTION vendors_search_refresh();
--> statement-breakpoint
UPDATE venues SET name = name;
--> statement-breakpoint
UPDATE vendors SET name = name;
--> statement-breakpoint
-- Exact cosine similarity over real[]: semantic search on a PostgreSQL without pgvector.
CREATE FUNCTION real_array_cosine(a real[], b real[]) RETURNS double precision LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT sum(x::float8 * y) / nullif(sqrt(sum(x::float8 * x)) * sqrt(sum(y::float8 * y)), 0) FROM unnest(a, b) AS t(x, y)
$$;
--> statement-breakpoint
-- With pgvector the vector column mirrors the real[] one (the app writes only real[]) and gets HNSW indexes.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    CREATE FUNCTION embeddings_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $f$
    BEGIN
      NEW.embedding_vector := NEW.embedding::vector;
      RETURN NEW;
    END
    $f$;
    CREATE TRIGGER venue_embeddings_vector BEFORE INSERT OR UPDATE OF embedding ON venue_embeddings
      FOR EACH ROW EXECUTE FUNCTION embeddings_vector_refresh();
    CREATE TRIGGER vendor_embeddings_vector BEFORE INSERT OR UPDATE OF embedding ON vendor_embeddings
      FOR EACH ROW EXECUTE FUNCTION embeddings_vector_refresh();
    CREATE INDEX venue_embeddings_hnsw_idx ON venue_embeddings USING hnsw (embedding_vector vector_cosine_ops);
    CREATE INDEX vendor_embeddings_hnsw_idx ON vendor_embeddings USING hnsw (embedding_vector vector_cosine_ops);
  END IF;
END
$$;
