-- Trips of the fleet and the students' boardings on them. A trip's route is copied from its
-- vehicle at start, so a later change of the vehicle's route leaves past trips as they ran.
CREATE TABLE "trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL REFERENCES "vehicles"("id") ON DELETE RESTRICT,
	"driver_id" integer NOT NULL REFERENCES "drivers"("id") ON DELETE RESTRICT,
	"route_id" integer NOT NULL REFERENCES "routes"("id") ON DELETE RESTRICT,
	"service_date" date NOT NULL,
	"status" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone,
	"start_latitude" double precision,
	"start_longitude" double precision,
	"stopped_at" timestamp with time zone,
	"stop_latitude" double precision,
	"stop_longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trips_date_vehicle_idx" ON "trips" ("service_date", "vehicle_id");
--> statement-breakpoint
CREATE INDEX "trips_driver_date_idx" ON "trips" ("driver_id", "service_date");
--> statement-breakpoint
-- At most one trip on the road (1 Beroperasi, 99 Kendala) per vehicle and per driver: the
-- database refuses the second start even when two requests race.
CREATE UNIQUE INDEX "trips_running_vehicle_key" ON "trips" ("vehicle_id") WHERE "status" in (1, 99);
--> statement-breakpoint
CREATE UNIQUE INDEX "trips_running_driver_key" ON "trips" ("driver_id") WHERE "status" in (1, 99);
--> statement-breakpoint
CREATE TABLE "boardings" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL REFERENCES "trips"("id") ON DELETE CASCADE,
	"student_id" integer NOT NULL REFERENCES "students"("id") ON DELETE RESTRICT,
	"in_at" timestamp with time zone,
	"in_latitude" double precision,
	"in_longitude" double precision,
	"in_client_id" text,
	"out_at" timestamp with time zone,
	"out_latitude" double precision,
	"out_longitude" double precision,
	"out_client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "boardings_trip_student_idx" ON "boardings" ("trip_id", "student_id");
--> statement-breakpoint
CREATE INDEX "boardings_student_idx" ON "boardings" ("student_id", "in_at");
