-- What parents are told (Naik, Turun, Bus mendekat, Terlambat, Balasan pengaduan): each notice
-- is kept for the member's Pemberitahuan list. An event's key names it once per member, so the
-- same event raised again (a retried scan, two engines seeing one late bus) stores nothing.
CREATE TABLE "member_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"student_id" integer,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_alerts" ADD CONSTRAINT "member_alerts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_alerts" ADD CONSTRAINT "member_alerts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "member_alerts_member_key" ON "member_alerts" USING btree ("member_id","key");
--> statement-breakpoint
CREATE INDEX "member_alerts_member_idx" ON "member_alerts" USING btree ("member_id","id" DESC);
--> statement-breakpoint
CREATE INDEX "member_alerts_unread_idx" ON "member_alerts" USING btree ("member_id") WHERE "read_at" IS NULL;
--> statement-breakpoint
-- A child's switches; a child without a row has the defaults (everything on).
CREATE TABLE "child_alert_settings" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"boarded" boolean DEFAULT true NOT NULL,
	"alighted" boolean DEFAULT true NOT NULL,
	"approaching" boolean DEFAULT true NOT NULL,
	"approach_minutes" integer DEFAULT 5 NOT NULL,
	"late" boolean DEFAULT true NOT NULL,
	"late_minutes" integer DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "child_alert_settings" ADD CONSTRAINT "child_alert_settings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "alert_replies" boolean DEFAULT true NOT NULL;
