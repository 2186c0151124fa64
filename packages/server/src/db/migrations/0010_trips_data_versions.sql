-- Trips and boardings announce their writes like the other live tables, so the dashboard hears
-- a trip's start, stop or problem and every scan, whatever wrote them.
--
-- Scans are the one write that comes at a high rate from many connections at once. The counter
-- row raised at commit is locked until the commit is on disk, so every scan would wait for the
-- previous one's flush (on PostgreSQL about 150 scans a second, whatever the hardware's
-- group commit could do). A hot table is therefore counted per session instead: each
-- connection raises its own row (its shard, the backend's pid modulo 1024) with each statement,
-- in its own transaction, so the count is still seen only once committed and never when rolled
-- back, and two connections never wait for each other (unless their pids share a shard). A
-- table's version is the sum of its shards. A transaction writes one sharded table at most
-- (a scan), so these rows cannot deadlock.
ALTER TABLE "data_versions" ADD COLUMN "shard" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "data_versions" DROP CONSTRAINT "data_versions_pkey";
--> statement-breakpoint
ALTER TABLE "data_versions" ADD CONSTRAINT "data_versions_pkey" PRIMARY KEY ("name", "shard");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "raise_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text;
BEGIN
	FOR changed IN SELECT "name" FROM pg_temp."changed_tables" ORDER BY "name" LOOP
		INSERT INTO "data_versions" ("name", "shard", "version") VALUES (changed, 0, 1)
		ON CONFLICT ("name", "shard") DO UPDATE SET "version" = "data_versions"."version" + 1;
	END LOOP;
	-- One deferred event is queued per noted table; the first one raises them all.
	DELETE FROM pg_temp."changed_tables";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "bump_session_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "data_versions" ("name", "shard", "version") VALUES (TG_TABLE_NAME, pg_backend_pid() % 1024, 1)
	ON CONFLICT ("name", "shard") DO UPDATE SET "version" = "data_versions"."version" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "data_versions" ("name") VALUES ('boardings'), ('trips') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "boardings_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "boardings"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_data_version"();
--> statement-breakpoint
CREATE TRIGGER "trips_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "trips"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
