-- A row of availability_changes may stand for several transactions (issue 47, ADR 029): the background jobs merge a
-- day's rows into one carrying their number, so Discover sums a few rows instead of counting one per transaction.
-- The triggers' rows stand for one.
ALTER TABLE "availability_changes" ADD COLUMN "changes" integer DEFAULT 1 NOT NULL;
