-- A statement that changed no row raises no version. An attendant's check-in is one statement
-- that inserts only what the type, location and tariff allow, and a check-out one that updates
-- only the stay as it was read: refused or outraced, they change nothing, and a statement
-- trigger without the statement's rows would still raise the counter (and announce a change
-- that did not happen). The same per-connection counter as before (migration 0010), raised only
-- when the statement's rows hold one.
CREATE FUNCTION "bump_session_data_version_if_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "changed") THEN
		INSERT INTO "data_versions" ("name", "shard", "version") VALUES (TG_TABLE_NAME, pg_backend_pid() % 1024, 1)
		ON CONFLICT ("name", "shard") DO UPDATE SET "version" = "data_versions"."version" + 1;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "parking_records_data_version" ON "parking_records";
--> statement-breakpoint
CREATE TRIGGER "parking_records_data_version_insert" AFTER INSERT ON "parking_records"
	REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_data_version_if_changed"();
--> statement-breakpoint
CREATE TRIGGER "parking_records_data_version_update" AFTER UPDATE ON "parking_records"
	REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_data_version_if_changed"();
--> statement-breakpoint
CREATE TRIGGER "parking_records_data_version_delete" AFTER DELETE ON "parking_records"
	REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_data_version_if_changed"();
--> statement-breakpoint
CREATE TRIGGER "parking_records_data_version_truncate" AFTER TRUNCATE ON "parking_records"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_data_version"();
