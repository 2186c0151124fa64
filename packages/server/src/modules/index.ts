import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './platform/auth/routes.js';
import userRoutes from './platform/users/routes.js';
import roleRoutes from './platform/roles/routes.js';
import menuRoutes from './platform/menus/routes.js';
import auditRoutes from './platform/audit/routes.js';
import navigationRoutes from './platform/navigation/routes.js';
import notificationRoutes from './platform/notifications/routes.js';
import systemRoutes from './platform/system/routes.js';
import driverRoutes from './school/drivers/routes.js';
import vehicleRoutes from './school/vehicles/routes.js';
import routeRoutes from './school/bus-routes/routes.js';
import schoolRoutes from './school/schools/routes.js';
import classRoutes from './school/classes/routes.js';
import listRoutes from './platform/lists/routes.js';
import searchRoutes from './platform/search/routes.js';
import studentRoutes from './school/students/routes.js';
import memberRoutes from './complaints/members/routes.js';
import articleRoutes from './school/articles/routes.js';
import sliderRoutes from './school/sliders/routes.js';
import imageRoutes from './platform/images/routes.js';
import vehicleLocationRoutes from './school/vehicle-location/routes.js';
import trackingRoutes from './school/tracking/routes.js';
import driverAppRoutes from './school/driver-console/routes.js';
import dashboardRoutes from './school/dashboard/routes.js';
import reportRoutes from './school/reports/routes.js';
import memberAppRoutes from './complaints/warga/routes.js';
import registrationRoutes from './complaints/registrations/routes.js';
import conversationRoutes from './complaints/conversations/routes.js';
import parkingRecordRoutes from './parking/records/routes.js';
import parkingAttendantRoutes from './parking/attendant/routes.js';
import parkingLocationRoutes from './parking/locations/routes.js';
import parkingVehicleTypeRoutes from './parking/vehicle-types/routes.js';
import parkingTargetRoutes from './parking/targets/routes.js';
import parkingDashboardRoutes from './parking/dashboard/routes.js';
import memberAlertRoutes from './complaints/member-alerts/routes.js';
import memberPushRoutes from './complaints/member-push/routes.js';

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
