import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/routes.js';
import userRoutes from './users/routes.js';
import roleRoutes from './roles/routes.js';
import menuRoutes from './menus/routes.js';
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

/** Every area of the /api/v1 surface, each a plugin with its own routes. */
export const apiModules: FastifyPluginAsync[] = [
  systemRoutes,
  authRoutes,
  userRoutes,
  roleRoutes,
  menuRoutes,
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
];
