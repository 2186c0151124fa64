-- Conversations announce their writes like the other live tables, so the complaints list
-- shows a new complaint, a reply taking it or its end without a reload. Every message also
-- writes its conversation (the time of the last message), at the rate members and operators
-- chat: it is counted per connection like the scans (migration 0010), so two messages'
-- commits never wait for each other on one counter row.
INSERT INTO "data_versions" ("name") VALUES ('conversations') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "conversations_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "conversations"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_data_version"();
