-- The complaints list counts its conversations on every opening: over years of complaints a
-- count of the table, or of a month of it, reads every row it counts. Triggers keep how many
-- conversations began in each hour instead; the list sums those rows. An hour, not a day: the
-- database knows no zone, and any period of whole days in a zone of whole-hour offset (every
-- zone of Indonesia) is a run of whole hours.
CREATE TABLE "conversation_hour_counts" (
	"hour" timestamp with time zone NOT NULL,
	"conversations" integer NOT NULL,
	CONSTRAINT "conversation_hour_counts_pkey" PRIMARY KEY ("hour")
);
--> statement-breakpoint
INSERT INTO "conversation_hour_counts" ("hour", "conversations")
	SELECT date_trunc('hour', "created_at"), count(*) FROM "conversations" GROUP BY 1;
--> statement-breakpoint
-- Statement triggers with the statement's rows: a bulk insert or delete changes each hour once.
-- Hours in their order, so two statements lock common hours in the same order.
CREATE FUNCTION "count_conversations_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "conversation_hour_counts" ("hour", "conversations")
		SELECT date_trunc('hour', "created_at"), count(*) FROM "added" GROUP BY 1 ORDER BY 1
	ON CONFLICT ("hour") DO UPDATE SET "conversations" = "conversation_hour_counts"."conversations" + excluded."conversations";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "count_conversations_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "conversation_hour_counts" c SET "conversations" = c."conversations" - r."n"
		FROM (SELECT date_trunc('hour', "created_at") AS "hour", count(*) AS "n" FROM "removed" GROUP BY 1 ORDER BY 1) r
		WHERE c."hour" = r."hour";
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- A conversation's start moves only by hand (a correction, a test): one row at a time.
CREATE FUNCTION "count_conversation_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "conversation_hour_counts" SET "conversations" = "conversations" - 1 WHERE "hour" = date_trunc('hour', OLD."created_at");
	INSERT INTO "conversation_hour_counts" ("hour", "conversations") VALUES (date_trunc('hour', NEW."created_at"), 1)
	ON CONFLICT ("hour") DO UPDATE SET "conversations" = "conversation_hour_counts"."conversations" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "count_conversations_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "conversation_hour_counts";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "conversations_count_added" AFTER INSERT ON "conversations"
	REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "count_conversations_added"();
--> statement-breakpoint
CREATE TRIGGER "conversations_count_removed" AFTER DELETE ON "conversations"
	REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "count_conversations_removed"();
--> statement-breakpoint
CREATE TRIGGER "conversations_count_moved" AFTER UPDATE OF "created_at" ON "conversations"
	FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at") EXECUTE FUNCTION "count_conversation_moved"();
--> statement-breakpoint
CREATE TRIGGER "conversations_count_truncated" AFTER TRUNCATE ON "conversations"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_conversations_truncated"();
