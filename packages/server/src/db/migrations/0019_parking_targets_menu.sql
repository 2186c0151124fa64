-- A database seeded before the targets screen existed gets its menu under the parking master
-- data, for the roles that already hold the vehicle types' menu.
INSERT INTO "menus" ("name", "screen_key", "url", "icon", "parent_id", "sort_order", "app_type")
SELECT 'Target Pendapatan', 'master.parking-targets', '/master/target-parkir', 'bullseye', m."parent_id", m."sort_order" + 1, 'parking'
FROM "menus" m
WHERE m."screen_key" = 'master.parking-vehicle-types'
  AND NOT EXISTS (SELECT 1 FROM "menus" WHERE "screen_key" = 'master.parking-targets')
ORDER BY m."id"
LIMIT 1;
--> statement-breakpoint
INSERT INTO "role_menus" ("role_id", "menu_id")
SELECT rm."role_id", t."id"
FROM "role_menus" rm
JOIN "menus" v ON v."id" = rm."menu_id" AND v."screen_key" = 'master.parking-vehicle-types'
JOIN "menus" t ON t."screen_key" = 'master.parking-targets'
ON CONFLICT DO NOTHING;
