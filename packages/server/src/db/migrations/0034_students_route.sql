-- The route a child rides, set when a registration is approved; the parent's app follows the bus
-- running on it. Students registered by staff have none and keep following their school's buses.
ALTER TABLE "students" ADD COLUMN "route_id" integer;
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "students_route_idx" ON "students" USING btree ("route_id");
--> statement-breakpoint
-- Children approved before this change ride the route their registration asked for.
UPDATE "students" s SET route_id = r.route_id
	FROM "registrations" r
	WHERE r.student_id = s.id AND r.status = 1;
