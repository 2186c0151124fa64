-- The stop a child boards at on their route, chosen on Data Siswa or asked for in the parent's
-- registration; null: the route's stop nearest to the child's school stands in.
ALTER TABLE "students" ADD COLUMN "route_point_id" integer;
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_route_point_id_route_points_id_fk" FOREIGN KEY ("route_point_id") REFERENCES "public"."route_points"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "students_route_point_idx" ON "students" USING btree ("route_point_id");
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "route_point_id" integer;
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_route_point_id_route_points_id_fk" FOREIGN KEY ("route_point_id") REFERENCES "public"."route_points"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Where a school stands, so a child without a chosen stop gets the route's stop nearest to it.
ALTER TABLE "schools" ADD COLUMN "latitude" double precision;
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "longitude" double precision;
