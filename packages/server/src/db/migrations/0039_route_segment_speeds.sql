-- What earlier trips made of each stretch of a route (arrival times at its stops): one row per
-- stop, updated when a trip finishes.
CREATE TABLE "route_segment_speeds" (
	"point_id" integer PRIMARY KEY NOT NULL,
	"route_id" integer NOT NULL,
	"samples" integer DEFAULT 0 NOT NULL,
	"mean_kmh" real,
	"arrival_seconds" integer[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "route_segment_speeds" ADD CONSTRAINT "route_segment_speeds_point_id_route_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."route_points"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "route_segment_speeds" ADD CONSTRAINT "route_segment_speeds_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "route_segment_speeds_route_idx" ON "route_segment_speeds" USING btree ("route_id");
