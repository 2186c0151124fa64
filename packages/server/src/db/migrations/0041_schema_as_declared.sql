-- The navbar's plate search finds its plates in "parking_plates" and their stays through
-- "parking_records_plate_check_in_idx", as the recap does: the trigram index over every stay is no
-- longer read, and no longer written by each check-in.
DROP INDEX IF EXISTS "parking_records_plate_trgm";
--> statement-breakpoint
-- Foreign keys named as the Drizzle schema names them (an early migration let PostgreSQL name
-- these), so the schema and the migrated database read alike.
ALTER TABLE "trips" RENAME CONSTRAINT "trips_vehicle_id_fkey" TO "trips_vehicle_id_vehicles_id_fk";
--> statement-breakpoint
ALTER TABLE "trips" RENAME CONSTRAINT "trips_driver_id_fkey" TO "trips_driver_id_drivers_id_fk";
--> statement-breakpoint
ALTER TABLE "trips" RENAME CONSTRAINT "trips_route_id_fkey" TO "trips_route_id_routes_id_fk";
--> statement-breakpoint
ALTER TABLE "boardings" RENAME CONSTRAINT "boardings_trip_id_fkey" TO "boardings_trip_id_trips_id_fk";
--> statement-breakpoint
ALTER TABLE "boardings" RENAME CONSTRAINT "boardings_student_id_fkey" TO "boardings_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_positions" RENAME CONSTRAINT "vehicle_positions_vehicle_id_fkey" TO "vehicle_positions_vehicle_id_vehicles_id_fk";
--> statement-breakpoint
ALTER TABLE "parking_daily_totals" RENAME CONSTRAINT "parking_daily_totals_pkey" TO "parking_daily_totals_day_location_id_vehicle_type_id_pk";
