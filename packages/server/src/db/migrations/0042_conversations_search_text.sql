-- Staff search a conversation by code and title: both lower-cased once, when written, instead of
-- twice per row read. A common keyword walks the list's order in the index alone (it carries the
-- search text and the member); a rare one goes through one trigram index instead of two.
DROP INDEX "conversations_code_trgm";--> statement-breakpoint
DROP INDEX "conversations_title_trgm";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(code) || chr(31) || lower(title)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "conversations_search_trgm" ON "conversations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "conversations_created_idx";--> statement-breakpoint
CREATE INDEX "conversations_created_idx" ON "conversations" USING btree ("created_at" DESC, "id" DESC) INCLUDE ("search_text", "member_id");
