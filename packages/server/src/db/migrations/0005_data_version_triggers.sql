-- Every write to a watched table raises its counter in data_versions once per transaction, at
-- commit. A statement trigger notes the table in a per-session temporary table; a deferred
-- trigger on that table raises the noted counters in name order just before commit, so the
-- counter rows are locked only for the moment of commit and always in the same order (two
-- writers cannot deadlock on them), and a rolled-back transaction raises nothing.
CREATE FUNCTION "raise_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text;
BEGIN
	FOR changed IN SELECT "name" FROM pg_temp."changed_tables" ORDER BY "name" LOOP
		INSERT INTO "data_versions" ("name", "version") VALUES (changed, 1)
		ON CONFLICT ("name") DO UPDATE SET "version" = "data_versions"."version" + 1;
	END LOOP;
	-- One deferred event is queued per noted table; the first one raises them all.
	DELETE FROM pg_temp."changed_tables";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF to_regclass('pg_temp.changed_tables') IS NULL THEN
		CREATE TEMPORARY TABLE "changed_tables" ("name" text PRIMARY KEY) ON COMMIT DELETE ROWS;
		CREATE CONSTRAINT TRIGGER "raise_at_commit" AFTER INSERT ON pg_temp."changed_tables"
			DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_data_versions"();
	END IF;
	INSERT INTO pg_temp."changed_tables" ("name") VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "data_versions" ("name") VALUES
	('articles'), ('classes'), ('drivers'), ('members'), ('menus'), ('role_menus'), ('roles'), ('route_points'),
	('routes'), ('school_vehicles'), ('schools'), ('sliders'), ('students'), ('users'), ('vehicles')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "articles_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "classes_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "classes"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "drivers_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "drivers"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "members_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "members"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "menus_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menus"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "role_menus_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_menus"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "roles_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "route_points_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "route_points"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "routes_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "routes"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "school_vehicles_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "school_vehicles"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "schools_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "schools"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "sliders_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sliders"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "vehicles_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vehicles"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
