-- Parking mode: locations, vehicle types with their tariffs versioned by regulation, the
-- stays attendants check in and out, and the yearly (and monthly) revenue targets.
CREATE TABLE "parking_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"license_number" text NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"attendant_id" integer,
	"check_in_at" timestamp with time zone NOT NULL,
	"check_out_at" timestamp with time zone,
	"status" smallint DEFAULT 1 NOT NULL,
	"amount" integer,
	"tariff_id" integer,
	"check_in_client_id" text,
	"check_out_client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_targets" (
	"year" integer NOT NULL,
	"month" smallint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parking_targets_year_month_pk" PRIMARY KEY("year","month")
);
--> statement-breakpoint
CREATE TABLE "parking_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"regulation" text DEFAULT '' NOT NULL,
	"first_fee" integer NOT NULL,
	"first_minutes" integer DEFAULT 0 NOT NULL,
	"hourly_fee" integer DEFAULT 0 NOT NULL,
	"max_fee" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_vehicle_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parking_records" ADD CONSTRAINT "parking_records_vehicle_type_id_parking_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."parking_vehicle_types"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "parking_records" ADD CONSTRAINT "parking_records_location_id_parking_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."parking_locations"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "parking_records" ADD CONSTRAINT "parking_records_attendant_id_users_id_fk" FOREIGN KEY ("attendant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "parking_records" ADD CONSTRAINT "parking_records_tariff_id_parking_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."parking_tariffs"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "parking_targets" ADD CONSTRAINT "parking_targets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "parking_tariffs" ADD CONSTRAINT "parking_tariffs_vehicle_type_id_parking_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."parking_vehicle_types"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "parking_locations_name_idx" ON "parking_locations" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "parking_records_check_in_idx" ON "parking_records" USING btree ("check_in_at","id");
--> statement-breakpoint
CREATE INDEX "parking_records_location_check_in_idx" ON "parking_records" USING btree ("location_id","check_in_at");
--> statement-breakpoint
CREATE INDEX "parking_records_type_check_in_idx" ON "parking_records" USING btree ("vehicle_type_id","check_in_at");
--> statement-breakpoint
CREATE INDEX "parking_records_attendant_check_in_idx" ON "parking_records" USING btree ("attendant_id","check_in_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "parking_records_parked_key" ON "parking_records" USING btree ("location_id","license_number") WHERE status = 1;
--> statement-breakpoint
CREATE UNIQUE INDEX "parking_records_check_in_client_key" ON "parking_records" USING btree ("attendant_id","check_in_client_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "parking_records_check_out_client_key" ON "parking_records" USING btree ("attendant_id","check_out_client_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "parking_tariffs_type_from_key" ON "parking_tariffs" USING btree ("vehicle_type_id","effective_from");
--> statement-breakpoint
CREATE UNIQUE INDEX "parking_vehicle_types_code_key" ON "parking_vehicle_types" USING btree (lower("code"));
--> statement-breakpoint
INSERT INTO "data_versions" ("name") VALUES ('parking_locations'), ('parking_vehicle_types'), ('parking_tariffs'), ('parking_targets'), ('parking_records') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "parking_locations_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parking_locations"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "parking_vehicle_types_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parking_vehicle_types"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "parking_tariffs_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parking_tariffs"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "parking_targets_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parking_targets"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
--> statement-breakpoint
-- Check-ins and check-outs come at a high rate from many attendants at once: counted per
-- connection like the scans (migration 0010), so two commits never wait on one counter row.
CREATE TRIGGER "parking_records_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parking_records"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_data_version"();
