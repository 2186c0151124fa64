-- Each side's last-read time of a conversation: the member's, and the operators' (any staff
-- reading speaks for all of them). A side has read every message of the other side up to
-- that time; it is the time of the newest message the reader was shown, never the clock of
-- the reading, so a message committed while the thread was being read stays unread.
ALTER TABLE "conversations" ADD COLUMN "member_read_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "admin_read_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "conversations" c SET
	"member_read_at" = (SELECT max(m."created_at") FROM "conversation_messages" m WHERE m."conversation_id" = c."id" AND m."from_operator" AND m."status" = 1),
	"admin_read_at" = (SELECT max(m."created_at") FROM "conversation_messages" m WHERE m."conversation_id" = c."id" AND NOT m."from_operator" AND m."status" = 1);
--> statement-breakpoint
CREATE INDEX "conversations_last_message_idx" ON "conversations" USING btree ("last_message_at" DESC, "id" DESC);
