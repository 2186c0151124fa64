import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { idParam, option, optionQuery, optionsResponseOf, schoolOption } from '@halte/contract';
import { routePoints } from '../../../db/schema/index.js';
import { routeOptions, routePointOptions, schoolOptions, vehicleOptions } from './transport-options.js';
import { parkingLocationOptions, parkingVehicleTypeOptions } from './parking-options.js';
import { userOptions } from './user-options.js';
import { answers } from '../../../lib/http/responses.js';
import type { ScreenAccess } from '../../../auth/access.js';

/** Option lists of the transport forms, each readable by the screens whose forms use it. */
export default async function listRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const opts = (access: ScreenAccess) => ({ config: { access }, schema: { tags: ['lists'], querystring: optionQuery, response: answers({ 200: optionsResponseOf(option) }) } });

  // The school form's vehicles; the live map's vehicle selector.
  api.get('/lists/vehicle', opts(['master.schools', 'tracking.live']), (req) => vehicleOptions(app.db, req.query));
  // The vehicle form's route, the route chooser of Peta Rute, a registration's route and a student's (Laporan Siswa's form too).
  api.get('/lists/route', opts(['master.vehicles', 'master.route-map', 'operations.registrations', 'master.students', 'reports.students']), (req) => routeOptions(app.db, req.query));
  // The student form's school, also in a registration's correction and Laporan Siswa's form and filter.
  api.get(
    '/lists/school',
    { config: { access: ['master.students', 'operations.registrations', 'reports.students'] }, schema: { tags: ['lists'], querystring: optionQuery, response: answers({ 200: optionsResponseOf(schoolOption) }) } },
    (req) => schoolOptions(app.db, req.query),
  );
  // A route's stops: the child's stop in the student form (Laporan Siswa's too) and a registration's correction.
  api.get(
    '/lists/route_point/:id',
    { config: { access: ['master.students', 'operations.registrations', 'reports.students'] }, schema: { tags: ['lists'], params: idParam, querystring: optionQuery, response: answers({ 200: optionsResponseOf(option) }) } },
    (req) => routePointOptions(app.db, req.query, eq(routePoints.routeId, req.params.id)),
  );
  // The parking recap's filters and the parking screens' forms.
  api.get('/lists/parking_location', opts(['parking.recap', 'master.parking-locations', 'dashboard.parking']), (req) => parkingLocationOptions(app.db, req.query));
  // Riwayat Perubahan's author filter.
  api.get('/lists/user', opts(['admin.audit']), (req) => userOptions(app.db, req.query));
  api.get('/lists/vehicle_type', opts(['parking.recap', 'master.parking-vehicle-types', 'dashboard.parking']), (req) => parkingVehicleTypeOptions(app.db, req.query));
}
