-- A message is one statement whose first part updates its conversation only while it is not
-- ended; a message to an ended or missing conversation updates no row, and the statement trigger
-- of migration 0016 would still raise the conversations' version (and announce a change that
-- did not happen). The same counter, raised only when the statement's rows hold one (the
-- function of migration 0026).
DROP TRIGGER "conversations_data_version" ON "conversations";
--> statement-breakpoint
CREATE TRIGGER "conversations_data_version_insert" AFTER INSERT ON "conversations"
	REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_data_version_if_changed"();
--> statement-breakpoint
CREATE TRIGGER "conversations_data_version_update" AFTER UPDATE ON "conversations"
	REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_data_version_if_changed"();
--> statement-breakpoint
CREATE TRIGGER "conversations_data_version_delete" AFTER DELETE ON "conversations"
	REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_data_version_if_changed"();
--> statement-breakpoint
CREATE TRIGGER "conversations_data_version_truncate" AFTER TRUNCATE ON "conversations"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_data_version"();
