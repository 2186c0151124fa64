ALTER TABLE "menus" ADD COLUMN "screen_key" text;
--> statement-breakpoint
-- Menus pointed at screens by URL until now: each URL the screen registry knows (a screen's path or
-- a second reading of it), compared as access compared it (trimmed, without outer slashes, in any
-- case), names its screen, and the menu takes the screen's mode. '/' is the dashboard of the
-- menu's own mode. A snapshot of the registry: later screens come with migrations of their own.
UPDATE "menus" AS m SET "screen_key" = s.key, "app_type" = s.mode
FROM (VALUES
	('dashboard.school', '/', 'school'),
	('tracking.live', '/main/lacak-kendaraan', 'school'),
	('dashboard.parking', '/', 'parking'),
	('parking.recap', '/main/rekap-parkir', 'parking'),
	('master.drivers', '/master/pengemudi', 'school'),
	('master.vehicles', '/master/kendaraan', 'school'),
	('master.routes', '/master/rute', 'school'),
	('master.route-map', '/master/rute-map', 'school'),
	('master.schools', '/master/sekolah', 'school'),
	('master.students', '/master/siswa', 'school'),
	('master.accounts', '/master/akun', 'school'),
	('master.articles', '/master/artikel', 'school'),
	('master.sliders', '/master/gambar-slider', 'school'),
	('master.parking-locations', '/master/lokasi', 'parking'),
	('master.parking-vehicle-types', '/master/tipe-kendaraan', 'parking'),
	('operations.registrations', '/operasional/pendaftaran-siswa', 'school'),
	('reports.bus', '/operasional/laporan-bus', 'school'),
	('reports.bus', '/report/bus', 'school'),
	('reports.drivers', '/operasional/laporan-sopir', 'school'),
	('reports.drivers', '/report/driver', 'school'),
	('reports.students', '/operasional/laporan', 'school'),
	('operations.complaints', '/operasional/complaint', 'school'),
	('operations.chat', '/operasional/chatting-member', 'school'),
	('admin.users', '/application/users', 'all'),
	('admin.roles', '/application/roles', 'all'),
	('admin.menus', '/application/menus', 'all')
) AS s(key, path, mode)
WHERE '/' || lower(btrim(btrim(m."url", E' \t\r\n'), '/')) = s.path
	AND (s.path <> '/' OR (s.mode = 'parking') = (m."app_type" = 'parking'));
--> statement-breakpoint
-- A target outside the app (javascript:, data:, https:, //host) was never a screen: it stays a
-- menu, as a group header that links nowhere.
UPDATE "menus" SET "url" = '#'
WHERE "screen_key" IS NULL AND "url" !~ '^#' AND "url" !~ '^/([^/\\]|$)';
