import { sliceOf } from '../slice.js';
import parkingRecordRoutes from './records/routes.js';
import parkingAttendantRoutes from './attendant/routes.js';
import parkingLocationRoutes from './locations/routes.js';
import parkingVehicleTypeRoutes from './vehicle-types/routes.js';
import parkingTargetRoutes from './targets/routes.js';
import parkingDashboardRoutes from './dashboard/routes.js';

/** Parking: stays, the attendants' console, locations, vehicle types, targets and the dashboard. */
export default sliceOf('parking', [parkingRecordRoutes, parkingAttendantRoutes, parkingLocationRoutes, parkingVehicleTypeRoutes, parkingTargetRoutes, parkingDashboardRoutes], ['config', 'database', 'auth']);
