ALTER TABLE "conversations" ADD COLUMN "unread_1" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "unread_2" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What each participant has not read so far: the other's unread messages.
UPDATE "conversations" c SET
  "unread_1" = (SELECT count(*) FROM "messages" m WHERE m."conversation_id" = c."id" AND m."sender_id" <> c."participant_1" AND NOT m."is_read"),
  "unread_2" = (SELECT count(*) FROM "messages" m WHERE m."conversation_id" = c."id" AND m."sender_id" <> c."participant_2" AND NOT m."is_read")
WHERE EXISTS (SELECT 1 FROM "messages" m WHERE m."conversation_id" = c."id" AND NOT m."is_read");
