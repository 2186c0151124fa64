-- A ride closed by the driver's "alight everyone here" when the trip ended, not by a scan of the
-- student's own: the trip's record says who left the bus that way.
ALTER TABLE "boardings" ADD COLUMN "bulk_alighted" boolean DEFAULT false NOT NULL;
