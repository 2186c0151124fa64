-- Every position received, partitioned by month on its time: a month is one table, so a day's
-- path reads one partition's index and old months are dropped whole (no row-by-row delete).
-- The monthly partitions themselves are created by the server, ahead of time (see the tracking
-- module), as their names depend on the date.
CREATE TABLE "positions" (
	"vehicle_id" integer NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"speed_kmh" real,
	"heading" real,
	"altitude" real,
	"accuracy" real,
	"battery" real,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "positions_vehicle_id_time_pk" PRIMARY KEY ("vehicle_id", "time")
) PARTITION BY RANGE ("time");
--> statement-breakpoint
-- The latest position of each vehicle, only ever moved forward in time.
CREATE TABLE "vehicle_positions" (
	"vehicle_id" integer PRIMARY KEY NOT NULL REFERENCES "vehicles"("id") ON DELETE CASCADE,
	"time" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"speed_kmh" real,
	"heading" real,
	"altitude" real,
	"accuracy" real,
	"battery" real,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The vehicle's last position now lives in vehicle_positions; nothing ever filled these.
ALTER TABLE "vehicles" DROP COLUMN "last_latitude";
--> statement-breakpoint
ALTER TABLE "vehicles" DROP COLUMN "last_longitude";
--> statement-breakpoint
ALTER TABLE "vehicles" DROP COLUMN "last_position_at";
