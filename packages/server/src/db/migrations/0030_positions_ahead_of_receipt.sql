-- Until now a position up to a day ahead of the server's clock was stored and, being the newest,
-- stayed its vehicle's latest position until its time came: one request pinned a bus wherever it
-- said for up to a day. The intake now drops a position more than the tolerance (two minutes by
-- default) ahead of its receive time. The positions stored under the old rule that are still to
-- come (their time within the last day or ahead) leave the history, bounded so that this reads
-- the recent partitions only: an older one is past and moves no current position any more.
DELETE FROM "positions"
WHERE "time" > now() - interval '1 day' AND "time" > "received_at" + interval '120 seconds';
--> statement-breakpoint
-- A vehicle pinned that way gets back the newest position of its history not ahead of its receive time.
UPDATE "vehicle_positions" AS vp SET
	"time" = n."time", "latitude" = n."latitude", "longitude" = n."longitude", "speed_kmh" = n."speed_kmh",
	"heading" = n."heading", "altitude" = n."altitude", "accuracy" = n."accuracy", "battery" = n."battery",
	"received_at" = n."received_at"
FROM "vehicle_positions" AS pinned
CROSS JOIN LATERAL (
	SELECT p.* FROM "positions" AS p
	WHERE p."vehicle_id" = pinned."vehicle_id" AND p."time" <= p."received_at" + interval '120 seconds'
	ORDER BY p."time" DESC
	LIMIT 1
) AS n
WHERE vp."vehicle_id" = pinned."vehicle_id" AND pinned."time" > pinned."received_at" + interval '120 seconds';
--> statement-breakpoint
-- One with no such position has no current position: better none than a false one.
DELETE FROM "vehicle_positions" WHERE "time" > "received_at" + interval '120 seconds';
