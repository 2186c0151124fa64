-- The language each person chose for the interface and the server's messages; null until they
-- choose (the browser's own choice or DEFAULT_LANGUAGE applies).
ALTER TABLE "users" ADD COLUMN "language" text;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "language" text;
