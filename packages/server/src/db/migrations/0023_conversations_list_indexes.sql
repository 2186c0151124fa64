-- The complaints list finds a page on `conversations` alone, newest first, and counts apart:
-- an index in its order, and trigram indexes for its search by code, title and member's name.
-- The inbox's index is made again in the order the inbox asks (DESC puts nulls first; an index
-- built NULLS LAST cannot serve it).
DROP INDEX "conversations_last_message_idx";
--> statement-breakpoint
CREATE INDEX "conversations_last_message_idx" ON "conversations" USING btree ("last_message_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "conversations_created_idx" ON "conversations" USING btree ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "conversations_code_trgm" ON "conversations" USING gin (lower("code") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "conversations_title_trgm" ON "conversations" USING gin (lower("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "members_name_trgm" ON "members" USING gin (lower("name") gin_trgm_ops);
