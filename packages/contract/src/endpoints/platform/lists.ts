import { endpoint } from '../../endpoint.js';
import { idParam } from '../../fields.js';
import { optionQuery } from '../../options.js';
import { option, optionsResponseOf } from '../../responses.js';
import { schoolOption } from '../../schools.js';

const tags = ['lists'];
const answers = { 200: optionsResponseOf(option) };

/**
 * The forms' option lists (`/lists/*`), each readable by the screens whose forms or filters use it.
 * (A school level's classes, `/lists/class/:schoolLevelId`, are declared with the classes.)
 */
export const LISTS_API = {
  /** The school form's vehicles; the live map's vehicle selector. */
  vehicle: endpoint({ method: 'GET', path: '/lists/vehicle', tags, access: ['master.schools', 'tracking.live'], query: optionQuery, answers, reads: ['vehicles'] }),
  /** The vehicle form's route, the route chooser of Peta Rute, a registration's route and a student's (Laporan Siswa's form too). */
  route: endpoint({
    method: 'GET', path: '/lists/route', tags, access: ['master.vehicles', 'master.route-map', 'operations.registrations', 'master.students', 'reports.students'],
    query: optionQuery, answers, reads: ['routes'],
  }),
  /** The student form's school, also in a registration's correction and Laporan Siswa's form and filter. */
  school: endpoint({
    method: 'GET', path: '/lists/school', tags, access: ['master.students', 'operations.registrations', 'reports.students'],
    query: optionQuery, answers: { 200: optionsResponseOf(schoolOption) }, reads: ['schools'],
  }),
  /** A route's stops: the child's stop in the student form (Laporan Siswa's too) and a registration's correction. */
  routePoint: endpoint({
    method: 'GET', path: '/lists/route_point/:id', tags, access: ['master.students', 'operations.registrations', 'reports.students'],
    params: idParam, query: optionQuery, answers, reads: ['route_points'],
  }),
  /** The parking recap's filters and the parking screens' forms. */
  parkingLocation: endpoint({
    method: 'GET', path: '/lists/parking_location', tags, access: ['parking.recap', 'master.parking-locations', 'dashboard.parking'],
    query: optionQuery, answers, reads: ['parking_locations'],
  }),
  /** Riwayat Perubahan's author filter. */
  user: endpoint({ method: 'GET', path: '/lists/user', tags, access: ['admin.audit'], query: optionQuery, answers, reads: ['users'] }),
  vehicleType: endpoint({
    method: 'GET', path: '/lists/vehicle_type', tags, access: ['parking.recap', 'master.parking-vehicle-types', 'dashboard.parking'],
    query: optionQuery, answers, reads: ['parking_vehicle_types'],
  }),
  /** The role select of the user form. */
  role: endpoint({ method: 'GET', path: '/lists/role', tags, access: ['admin.users'], query: optionQuery, answers, reads: ['roles'] }),
  /**
   * Choices for a role's menu tree and a menu's parent: menus of this mode only, so a role cannot
   * be given the other mode's screens (they grant nothing here).
   */
  menu: endpoint({ method: 'GET', path: '/lists/menu', tags, access: ['admin.roles', 'admin.menus'], query: optionQuery, answers, reads: ['menus'] }),
};
