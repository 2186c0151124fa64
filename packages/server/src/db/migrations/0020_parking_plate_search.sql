-- The recap's keyword finds any part of a plate: a trigram index serves `lower(plate) LIKE '%…%'` as for other searched names.
CREATE INDEX "parking_records_plate_trgm" ON "parking_records" USING gin (lower("license_number") gin_trgm_ops);
