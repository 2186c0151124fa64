import fp from 'fastify-plugin';
import trackingPlugin from './tracking/tracking.plugin.js';
import liveTrackingPlugin from './vehicle-location/live-tracking.plugin.js';
import { installOsmandPort } from './tracking/osmand-port.js';
import { runDemoTracking } from './tracking/demo/simulator.js';
import { runArrivalWatch } from './arrivals/arrival-watch.js';

/**
 * What the school slice runs beside its routes: the positions' intake and its live feed, the
 * OsmAnd port, the demo fleet and the watch that tells parents when the bus comes.
 */
export default fp(
  async (app) => {
    const { config } = app;
    await app.register(trackingPlugin);
    await app.register(liveTrackingPlugin);
    if (config.osmandPort !== undefined) installOsmandPort(app, config.osmandPort, config.host);
    if (config.demo && config.demoTracking) runDemoTracking(app);
    runArrivalWatch(app);
  },
  { name: 'school-services', fastify: '5.x', dependencies: ['config', 'database', 'metrics', 'redis', 'auth', 'realtime', 'member-alerts', 'push'] },
);
