-- A stay keeps the attendant phone's times beside the server's receive times, who checked it
-- out, its notes (a back-dated check-out, another attendant's, another location's, a staff
-- correction) and the fee the receive time would have given, so a lowered fee can be found.
ALTER TABLE "parking_records" ADD COLUMN "check_in_device_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "parking_records" ADD COLUMN "check_in_received_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "parking_records" ADD COLUMN "check_out_device_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "parking_records" ADD COLUMN "check_out_received_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "parking_records" ADD COLUMN "check_out_attendant_id" integer;
--> statement-breakpoint
ALTER TABLE "parking_records" ADD COLUMN "flag" text;
--> statement-breakpoint
ALTER TABLE "parking_records" ADD COLUMN "server_amount" integer;
--> statement-breakpoint
ALTER TABLE "parking_records" ADD CONSTRAINT "parking_records_check_out_attendant_id_users_id_fk" FOREIGN KEY ("check_out_attendant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Who closed the stays already checked out by an attendant: the user of that check-out's audit
-- row (the only update whose `after` names `check_out_at`).
UPDATE "parking_records" r SET "check_out_attendant_id" = a."user_id"
FROM (
	SELECT DISTINCT ON ("entity_id") "entity_id", "user_id" FROM "audit_log"
	WHERE "entity" = 'parking_record' AND "action" = 'update' AND "after" ? 'check_out_at'
	ORDER BY "entity_id", "id" DESC
) a
WHERE a."entity_id" = r."id"::text AND r."status" = 2;
--> statement-breakpoint
-- A phone's check-out id is its attendant's: the one who closes the stay, not the one who opened it.
DROP INDEX "parking_records_check_out_client_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "parking_records_check_out_client_key" ON "parking_records" USING btree ("check_out_attendant_id","check_out_client_id");
--> statement-breakpoint
-- The noted stays are few: the recap's `Catatan Janggal` and the dashboard's count read them alone.
CREATE INDEX "parking_records_flagged_idx" ON "parking_records" USING btree ("check_in_at","id") WHERE "flag" IS NOT NULL;
