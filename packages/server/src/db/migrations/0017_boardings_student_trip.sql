-- Laporan Siswa counts each listed student's rides in a period: the student's boardings joined
-- to their trips' service dates. With the trip in the student index that count reads the index
-- alone (an index-only scan) instead of one heap page per boarding; what used the index before
-- (a student's boardings by time) uses its first two columns as it did.
DROP INDEX IF EXISTS "boardings_student_idx";
--> statement-breakpoint
CREATE INDEX "boardings_student_idx" ON "boardings" ("student_id", "in_at", "trip_id");
