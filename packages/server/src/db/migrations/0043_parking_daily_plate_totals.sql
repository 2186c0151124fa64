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
-- The days already summarised get theirs at once, so none is read from the stays again: each
-- stay once under each of its plate's ends (1 the first character, 2 the first two, 3 the last
-- two, 4 the first two of a plate ending with them too).
INSERT INTO "parking_daily_plate_totals" ("day", "kind", "part", "stays", "income")
SELECT "day", "kind", "part", "stays", "income" FROM (
	SELECT "day",
		(CASE WHEN grouping("first") = 0 THEN 1 WHEN grouping("first_two") = 0 THEN 2 WHEN grouping("last_two") = 0 THEN 3 ELSE 4 END)::smallint AS "kind",
		coalesce("first", "first_two", "last_two", "both_ends") AS "part", count(*) AS "stays", coalesce(sum("amount"), 0) AS "income"
	FROM (SELECT "day", "amount", left("plate", 1) AS "first",
			CASE WHEN length("plate") >= 2 THEN left("plate", 2) END AS "first_two",
			CASE WHEN length("plate") >= 2 THEN right("plate", 2) END AS "last_two",
			CASE WHEN length("plate") >= 2 AND left("plate", 2) = right("plate", 2) THEN left("plate", 2) END AS "both_ends"
		FROM (SELECT m."day", lower(s."license_number") AS "plate", s."amount"
			FROM "parking_summary_days" m
			JOIN "parking_records" s ON s."check_in_at" >= m."starts_at" AND s."check_in_at" < m."ends_at" OFFSET 0) r) s
	GROUP BY GROUPING SETS (("day", "first"), ("day", "first_two"), ("day", "last_two"), ("day", "both_ends"))
) g
WHERE "part" IS NOT NULL;
