-- Parents' requests to register a child, waiting for staff to approve or reject them; the
-- table announces its writes like the other live tables so the staff list is never stale.
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"nisn" text NOT NULL,
	"full_name" text NOT NULL,
	"address" text NOT NULL,
	"sex" smallint NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"parent_name" text NOT NULL,
	"parent_phone" text NOT NULL,
	"parent_nik" text DEFAULT '' NOT NULL,
	"route_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"student_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "registrations_member_idx" ON "registrations" USING btree ("member_id","created_at");
--> statement-breakpoint
CREATE INDEX "registrations_status_idx" ON "registrations" USING btree ("status","created_at");
--> statement-breakpoint
INSERT INTO "data_versions" ("name") VALUES ('registrations') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "registrations_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "registrations"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
