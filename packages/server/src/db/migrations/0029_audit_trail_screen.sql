-- Riwayat Perubahan reads the newest audit rows first, a page at a time.
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at", "id");
--> statement-breakpoint
-- A database seeded before the trail had a screen gets its menu in the administration group,
-- after that group's last screen. A fresh database has no menus yet: the seed adds it there.
INSERT INTO "menus" ("name", "screen_key", "url", "icon", "parent_id", "sort_order", "app_type")
SELECT 'Riwayat Perubahan', 'admin.audit', '/aplikasi/riwayat', 'clock-history', m."parent_id", m."sort_order" + 1, 'all'
FROM "menus" m
WHERE m."screen_key" IN ('admin.users', 'admin.roles', 'admin.menus')
  AND NOT EXISTS (SELECT 1 FROM "menus" WHERE "screen_key" = 'admin.audit')
ORDER BY m."sort_order" DESC, m."id"
LIMIT 1;
--> statement-breakpoint
-- The administrator gets it, as the seed gives ADMIN every screen.
INSERT INTO "role_menus" ("role_id", "menu_id")
SELECT r."id", a."id"
FROM "roles" r
JOIN "menus" a ON a."screen_key" = 'admin.audit'
WHERE r."code" = 'ADMIN'
ON CONFLICT DO NOTHING;
