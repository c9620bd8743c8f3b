-- Every message moves its conversation's last_activity_at. With no index holding that column, and room left on the
-- row's page (fillfactor), PostgreSQL updates the row in place (HOT): no new entry in any of the table's indexes, and
-- the old versions are pruned from the page without waiting for VACUUM.
DROP INDEX "conversations_p1_activity_idx";--> statement-breakpoint
DROP INDEX "conversations_p2_activity_idx";--> statement-breakpoint
CREATE INDEX "conversations_p1_idx" ON "conversations" USING btree ("participant_1");--> statement-breakpoint
CREATE INDEX "conversations_p2_idx" ON "conversations" USING btree ("participant_2");--> statement-breakpoint
ALTER TABLE "conversations" SET (fillfactor = 80);
