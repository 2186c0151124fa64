CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "users_name_order" ON "users" USING btree ("name","id");--> statement-breakpoint
-- Raises the written table's counter; a statement trigger, so a bulk load raises it once.
-- The UPDATE takes the counter row's lock until commit: readers never see a new version before its data.
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "data_versions" ("name", "version") VALUES (TG_TABLE_NAME, 1)
	ON CONFLICT ("name") DO UPDATE SET "version" = "data_versions"."version" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "data_versions" ("name") VALUES ('users'), ('students');
--> statement-breakpoint
CREATE TRIGGER "users_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "students_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "students"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
