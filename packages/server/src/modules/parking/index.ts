import fp from 'fastify-plugin';
import parkingRecordRoutes from './records/routes.js';
import parkingAttendantRoutes from './attendant/routes.js';
import parkingLocationRoutes from './locations/routes.js';
import parkingVehicleTypeRoutes from './vehicle-types/routes.js';
import parkingTargetRoutes from './targets/routes.js';
import parkingDashboardRoutes from './dashboard/routes.js';

/** Parking: stays, the attendants' console, locations, vehicle types, targets and the dashboard. */
export default fp(
  async (app) => {
    await app.register(parkingRecordRoutes);
    await app.register(parkingAttendantRoutes);
    await app.register(parkingLocationRoutes);
    await app.register(parkingVehicleTypeRoutes);
    await app.register(parkingTargetRoutes);
    await app.register(parkingDashboardRoutes);
  },
  { name: 'parking-slice', fastify: '5.x', encapsulate: true, dependencies: ['config', 'database', 'auth'] },
);
