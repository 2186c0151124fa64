-- Phone numbers in the one form the application writes and compares (normalizePhone of the
-- contract package): separators dropped, Indonesian numbers in the national form 0…, other
-- countries' in their international form +…. Text that is no phone number stays as it was.
CREATE FUNCTION "normalized_phone"(typed text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN d ~ '^(\+?620?|0)[1-9][0-9]{6,12}$' THEN '0' || regexp_replace(d, '^(\+?620?|0)', '')
		WHEN d ~ '^8[0-9]{7,11}$' THEN '0' || d
		WHEN d ~ '^\+[1-9][0-9]{6,14}$' AND d !~ '^\+62' THEN d
	END
	FROM (SELECT regexp_replace(typed, '[[:space:]().-]+', '', 'g') AS d) typed_digits
$$;
--> statement-breakpoint
-- One number is one account (the unique index members_phone_key). Where several accounts hold
-- the same number in different writings, one keeps it normalised: the one already holding the
-- normal form (the index allowed one at most), else the oldest. The others keep their writing:
-- they sign in by e-mail, and saving their profile asks for a number of their own.
WITH normal AS (
	SELECT id, phone, created_at, "normalized_phone"(phone) AS n FROM "members" WHERE phone <> ''
), keeper AS (
	SELECT DISTINCT ON (n) id, n FROM normal WHERE n IS NOT NULL ORDER BY n, (phone = n) DESC, created_at, id
)
UPDATE "members" m SET phone = keeper.n FROM keeper WHERE m.id = keeper.id AND m.phone <> keeper.n;
--> statement-breakpoint
UPDATE "students" SET parent_phone = "normalized_phone"(parent_phone)
	WHERE "normalized_phone"(parent_phone) IS NOT NULL AND parent_phone <> "normalized_phone"(parent_phone);
--> statement-breakpoint
UPDATE "registrations" SET parent_phone = "normalized_phone"(parent_phone)
	WHERE "normalized_phone"(parent_phone) IS NOT NULL AND parent_phone <> "normalized_phone"(parent_phone);
--> statement-breakpoint
DROP FUNCTION "normalized_phone"(text);
