import fp from 'fastify-plugin';
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
export default fp(
  async (app) => {
    await app.register(driverRoutes);
    await app.register(vehicleRoutes);
    await app.register(routeRoutes);
    await app.register(schoolRoutes);
    await app.register(classRoutes);
    await app.register(studentRoutes);
    await app.register(articleRoutes);
    await app.register(sliderRoutes);
    await app.register(vehicleLocationRoutes);
    await app.register(trackingRoutes);
    await app.register(driverAppRoutes);
    await app.register(dashboardRoutes);
    await app.register(reportRoutes);
  },
  { name: 'school-slice', fastify: '5.x', encapsulate: true, dependencies: ['config', 'database', 'redis', 'auth', 'notification-store', 'notification-pusher', 'tracking', 'member-alerts', 'push'] },
);
