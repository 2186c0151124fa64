import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/routes.js';
import userRoutes from './users/routes.js';
import roleRoutes from './roles/routes.js';
import menuRoutes from './menus/routes.js';
import auditRoutes from './audit/routes.js';
import navigationRoutes from './navigation/routes.js';
import notificationRoutes from './notifications/routes.js';
import systemRoutes from './system/routes.js';
import driverRoutes from './drivers/routes.js';
import vehicleRoutes from './vehicles/routes.js';
import routeRoutes from './routes/routes.js';
import schoolRoutes from './schools/routes.js';
import classRoutes from './classes/routes.js';
import listRoutes from './lists/routes.js';
import searchRoutes from './search/routes.js';
import studentRoutes from './students/routes.js';
import memberRoutes from './members/routes.js';
import articleRoutes from './articles/routes.js';
import sliderRoutes from './sliders/routes.js';
import imageRoutes from './images/routes.js';
import vehicleLocationRoutes from './vehicle-location/routes.js';
import trackingRoutes from './tracking/routes.js';
import driverAppRoutes from './driver/routes.js';
import dashboardRoutes from './dashboard/routes.js';
import reportRoutes from './reports/routes.js';
import memberAppRoutes from './member/routes.js';
import registrationRoutes from './registrations/routes.js';
import conversationRoutes from './conversations/routes.js';
import parkingRecordRoutes from './parking-records/routes.js';
import parkingAttendantRoutes from './parking-attendant/routes.js';
import parkingLocationRoutes from './parking-locations/routes.js';
import parkingVehicleTypeRoutes from './parking-vehicle-types/routes.js';
import parkingTargetRoutes from './parking-targets/routes.js';
import parkingDashboardRoutes from './parking-dashboard/routes.js';
import memberAlertRoutes from './member-alerts/routes.js';
import memberPushRoutes from './member-push/routes.js';

/** Every area of the /api/v1 surface, each a plugin with its own routes. */
export const apiModules: FastifyPluginAsync[] = [
  systemRoutes,
  authRoutes,
  userRoutes,
  roleRoutes,
  menuRoutes,
  auditRoutes,
  navigationRoutes,
  notificationRoutes,
  driverRoutes,
  vehicleRoutes,
  routeRoutes,
  schoolRoutes,
  classRoutes,
  listRoutes,
  searchRoutes,
  studentRoutes,
  memberRoutes,
  articleRoutes,
  sliderRoutes,
  imageRoutes,
  vehicleLocationRoutes,
  trackingRoutes,
  driverAppRoutes,
  dashboardRoutes,
  reportRoutes,
  registrationRoutes,
  conversationRoutes,
  parkingRecordRoutes,
  memberAppRoutes,
  parkingAttendantRoutes,
  parkingLocationRoutes,
  parkingVehicleTypeRoutes,
  parkingTargetRoutes,
  parkingDashboardRoutes,
  memberAlertRoutes,
  memberPushRoutes,
];
