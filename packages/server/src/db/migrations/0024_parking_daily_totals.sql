-- The recap's and the dashboards' totals over months and years read a summary of each closed
-- day instead of millions of stays. A day is summarised once it is over (the server does it the
-- first time someone asks); a day stays summarised until a stay checked in during it is added,
-- changed or removed, when the trigger below forgets it, and the server summarises it again.
-- The trigger knows a day by the instants it spans, so the database needs no idea of the zone.
CREATE TABLE "parking_summary_days" (
	"day" date NOT NULL,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "parking_summary_days_pkey" PRIMARY KEY ("day")
);
--> statement-breakpoint
-- Today's stays end after every summarised day, so their writes find nothing here at once.
CREATE INDEX "parking_summary_days_ends_idx" ON "parking_summary_days" ("ends_at");
--> statement-breakpoint
CREATE TABLE "parking_daily_totals" (
	"day" date NOT NULL,
	"location_id" integer NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"stays" integer NOT NULL,
	"income" bigint NOT NULL,
	CONSTRAINT "parking_daily_totals_pkey" PRIMARY KEY ("day", "location_id", "vehicle_type_id")
);
--> statement-breakpoint
CREATE FUNCTION "forget_parking_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "parking_summary_days";
		RETURN NULL;
	END IF;
	IF TG_OP <> 'INSERT' THEN
		DELETE FROM "parking_summary_days" WHERE "ends_at" > OLD."check_in_at" AND "starts_at" <= OLD."check_in_at";
	END IF;
	IF TG_OP <> 'DELETE' THEN
		DELETE FROM "parking_summary_days" WHERE "ends_at" > NEW."check_in_at" AND "starts_at" <= NEW."check_in_at";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "parking_records_forget_summary" AFTER INSERT OR UPDATE OR DELETE ON "parking_records"
	FOR EACH ROW EXECUTE FUNCTION "forget_parking_summary"();
--> statement-breakpoint
CREATE TRIGGER "parking_records_truncate_summary" AFTER TRUNCATE ON "parking_records"
	FOR EACH STATEMENT EXECUTE FUNCTION "forget_parking_summary"();
