import { z } from 'zod';

/** `POST /routes/directions`: the road line through a route's stops, as the server's map provider draws it. */

export const DIRECTIONS_MSG = {
  /** The provider failed, was too slow or answered something unreadable. */
  unreachable: 'Layanan peta tidak dapat dihubungi.',
  /** No provider is configured: the line is straight segments between the stops. */
  straight: 'Peta jalan belum dikonfigurasi: garis lurus antar titik.',
  /** The screen's toast once a line is drawn. */
  generated: 'Generate Rute Berhasil.',
} as const;

/** Stops one request may carry at most (providers' own limits are of this order). */
export const DIRECTIONS_POINTS_MAX = 50;

const PAIR = 'Setiap koordinat harus berupa pasangan [longitude, latitude].';
const degrees = (label: string, limit: number) =>
  z
    .number({ error: `${label} harus berupa angka.` })
    .min(-limit, { error: `${label} harus antara -${limit} dan ${limit}.` })
    .max(limit, { error: `${label} harus antara -${limit} dan ${limit}.` });

/** One stop as `[longitude, latitude]`, the order GeoJSON and the providers use. */
export const lonLatPair = z.tuple([degrees('Longitude', 180), degrees('Latitude', 90)], { error: PAIR });
export type LonLat = [longitude: number, latitude: number];

export const directionsBody = z.object({
  coordinates: z
    .array(lonLatPair, { error: `Koordinat harus berupa daftar pasangan [longitude, latitude].` })
    .min(2, { error: 'Koordinat minimal 2 titik.' })
    .max(DIRECTIONS_POINTS_MAX, { error: `Koordinat maksimal ${DIRECTIONS_POINTS_MAX} titik.` }),
});
export type DirectionsBody = z.infer<typeof directionsBody>;

export const DIRECTIONS_PROVIDERS = ['ors', 'osrm', 'straight'] as const;
export type DirectionsProviderName = (typeof DIRECTIONS_PROVIDERS)[number];

export const directionsWire = z
  .object({
    /** The line as `[longitude, latitude]` pairs, ready for `PUT /routes/map/{id}`. */
    coordinates: z.array(z.tuple([z.number(), z.number()])),
    provider: z.enum(DIRECTIONS_PROVIDERS),
    /** Along the line, in metres. */
    distance_m: z.number(),
    /** Driving time in seconds (for `straight` an estimate, see the README). */
    duration_s: z.number(),
  })
  .meta({ id: 'Directions' });
export type DirectionsWire = z.infer<typeof directionsWire>;

/** The answer: the line, and for straight segments the notice that says so. */
export const directionsResponse = z.object({ data: directionsWire, message: z.string().optional() });
export type DirectionsResponse = z.infer<typeof directionsResponse>;
