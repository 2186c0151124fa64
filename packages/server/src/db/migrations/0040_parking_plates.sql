-- A plate search's totals (how many stays, their fees) over a year must not read every matching
-- stay from the table. The plates that were ever parked are kept apart, one row each, searched
-- by trigram; the stays of each found plate are then read from an index by plate and check-in
-- time that carries what the totals sum and the page's order needs, without visiting the stays
-- themselves; only the page's ten are read whole.
CREATE TABLE "parking_plates" (
	"license_number" text PRIMARY KEY
);
--> statement-breakpoint
INSERT INTO "parking_plates" SELECT DISTINCT "license_number" FROM "parking_records" ORDER BY 1;
--> statement-breakpoint
CREATE INDEX "parking_plates_trgm" ON "parking_plates" USING gin (lower("license_number") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "parking_records_plate_check_in_idx" ON "parking_records" ("license_number", "check_in_at")
	INCLUDE ("amount", "location_id", "vehicle_type_id", "flag", "id");
--> statement-breakpoint
-- Every way a stay is written (an attendant's batch, staff's form, the demo) keeps the plates:
-- once per statement, for the plates the statement's rows hold. A plate whose stays are all
-- removed stays behind; it finds no stay.
CREATE FUNCTION "keep_parking_plates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "parking_plates" ("license_number")
	SELECT DISTINCT "license_number" FROM "written" ORDER BY 1
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "parking_records_plates_insert" AFTER INSERT ON "parking_records"
	REFERENCING NEW TABLE AS "written" FOR EACH STATEMENT EXECUTE FUNCTION "keep_parking_plates"();
--> statement-breakpoint
CREATE TRIGGER "parking_records_plates_update" AFTER UPDATE ON "parking_records"
	REFERENCING NEW TABLE AS "written" FOR EACH STATEMENT EXECUTE FUNCTION "keep_parking_plates"();
