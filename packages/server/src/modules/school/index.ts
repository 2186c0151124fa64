import { sliceOf } from '../slice.js';
import driverRoutes from './drivers/routes.js';
import vehicleRoutes from './vehicles/routes.js';
import routeRoutes from './bus-routes/routes.js';
import schoolRoutes from './schools/routes.js';
import classRoutes from './classes/routes.js';
import studentRoutes from './students/routes.js';
import articleRoutes from './articles/routes.js';
import sliderRoutes from './sliders/routes.js';
import vehicleLocationRoutes from './vehicle-location/routes.js';
import trackingRoutes from './tracking/routes.js';
import driverAppRoutes from './driver-console/routes.js';
import dashboardRoutes from './dashboard/routes.js';
import reportRoutes from './reports/routes.js';

/** The school buses: master data, tracking, the drivers' console, trips and boarding, reports and the dashboard. */
export default sliceOf('school', [driverRoutes, vehicleRoutes, routeRoutes, schoolRoutes, classRoutes, studentRoutes, articleRoutes, sliderRoutes, vehicleLocationRoutes, trackingRoutes, driverAppRoutes, dashboardRoutes, reportRoutes], ['config', 'database', 'redis', 'auth', 'notification-store', 'notification-pusher', 'tracking', 'member-alerts', 'push']);
