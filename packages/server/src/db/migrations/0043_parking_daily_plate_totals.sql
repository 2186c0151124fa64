-- A plate keyword of one or two characters matches only a plate's ends, and one such as `L4`
-- matches tens of thousands of stays a year: its totals are kept per day by the plates' ends,
-- summed and forgotten with the days' other totals, so the year reads days instead of stays.
CREATE TABLE "parking_daily_plate_totals" (
	"day" date NOT NULL,
	"kind" smallint NOT NULL,
	"part" text NOT NULL,
	"stays" integer NOT NULL,
	"income" bigint NOT NULL,
	CONSTRAINT "parking_daily_plate_totals_kind_part_day_pk" PRIMARY KEY("kind","part","day")
);
--> statement-breakpoint
-- The days already summarised get theirs at once, so none is read from the stays again.
INSERT INTO "parking_daily_plate_totals" ("day", "kind", "part", "stays", "income")
SELECT m."day", k."kind", k."part", count(*), coalesce(sum(s."amount"), 0)
FROM "parking_summary_days" m
JOIN "parking_records" s ON s."check_in_at" >= m."starts_at" AND s."check_in_at" < m."ends_at"
CROSS JOIN LATERAL (VALUES
	(1, left(lower(s."license_number"), 1)),
	(2, CASE WHEN length(s."license_number") >= 2 THEN left(lower(s."license_number"), 2) END),
	(3, CASE WHEN length(s."license_number") >= 2 THEN right(lower(s."license_number"), 2) END),
	(4, CASE WHEN length(s."license_number") >= 2 AND left(s."license_number", 2) = right(s."license_number", 2) THEN left(lower(s."license_number"), 2) END)
) AS k("kind", "part")
WHERE k."part" IS NOT NULL
GROUP BY 1, 2, 3;
