import { z } from 'zod';
import type { DirectionsProvider } from './provider.js';
import { amountShape, lineShape, readAnswer } from './answer-shape.js';
import { thin } from './thin.js';
import { baseUrl, remoteJson } from './remote-json.js';

// GeoJSON answer of /v2/directions/{profile}/geojson; the summary is empty for a zero-length route.
const orsAnswer = z.object({
  features: z
    .array(
      z.object({
        geometry: z.object({ coordinates: lineShape }),
        properties: z.object({ summary: z.object({ distance: amountShape.default(0), duration: amountShape.default(0) }).default({ distance: 0, duration: 0 }) }),
      }),
    )
    .min(1),
});

/** openrouteservice: POST the stops, the key in `Authorization` (never in the URL, so never in a log). */
export const openRouteService =
  (opts: { apiKey: string; url: string; timeoutMs: number }): DirectionsProvider =>
  async (stops) => {
    const answer = await remoteJson({
      provider: 'ors',
      url: `${baseUrl(opts.url)}/v2/directions/driving-car/geojson`,
      init: {
        method: 'POST',
        headers: { Authorization: opts.apiKey, 'Content-Type': 'application/json', Accept: 'application/json, application/geo+json' },
        body: JSON.stringify({ coordinates: stops }),
      },
      timeoutMs: opts.timeoutMs,
    });
    const [route] = readAnswer('ors', orsAnswer, answer).features;
    const { distance, duration } = route.properties.summary;
    return { coordinates: thin(route.geometry.coordinates), provider: 'ors', distance_m: Math.round(distance), duration_s: Math.round(duration) };
  };
