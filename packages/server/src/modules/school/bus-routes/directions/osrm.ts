import { z } from 'zod';
import type { DirectionsProvider } from './provider.js';
import { amountShape, lineShape, readAnswer } from './answer-shape.js';
import { thin } from './thin.js';
import { baseUrl, remoteJson } from './remote-json.js';

const osrmAnswer = z.object({
  code: z.literal('Ok'),
  routes: z.array(z.object({ geometry: z.object({ coordinates: lineShape }), distance: amountShape, duration: amountShape })).min(1),
});

/** An OSRM server: GET the route through the stops with the full GeoJSON geometry. */
export const osrm =
  (opts: { url: string; timeoutMs: number }): DirectionsProvider =>
  async (stops) => {
    const path = stops.map(([lon, lat]) => `${lon},${lat}`).join(';');
    const answer = await remoteJson({
      provider: 'osrm',
      url: `${baseUrl(opts.url)}/route/v1/driving/${path}?overview=full&geometries=geojson`,
      init: { headers: { Accept: 'application/json' } },
      timeoutMs: opts.timeoutMs,
    });
    const [route] = readAnswer('osrm', osrmAnswer, answer).routes;
    return { coordinates: thin(route.geometry.coordinates), provider: 'osrm', distance_m: Math.round(route.distance), duration_s: Math.round(route.duration) };
  };
