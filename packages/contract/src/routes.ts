import { z } from 'zod';
import { relabel, withMeta } from './field-meta.js';
import { latitudeField, longitudeField, requiredText } from './fields.js';
import { requiredOf } from './messages.js';

const latitude = latitudeField;
const longitude = longitudeField;

/** One stop of a route. */
export const routePointBody = z
  .object({
    vcnama: relabel(requiredText('Titik Rute', 100), 'Nama titik'),
    declattitude: latitude,
    declongitude: longitude,
  })
  .refine((p) => (p.declattitude === null) === (p.declongitude === null), {
    path: ['declattitude'],
    error: 'Latitude dan Longitude diisi keduanya atau dikosongkan keduanya.',
  });

const POINTS_REQUIRED = requiredOf('Titik Rute');

export const routeBody = z.object({
  vckode: requiredText('Kode', 30),
  vcnama: requiredText('Nama', 100),
  /** Ordered stops; a route needs at least one. */
  titik_rute: withMeta(
    z.array(routePointBody, { error: POINTS_REQUIRED }).min(1, { error: POINTS_REQUIRED }).max(500, { error: 'Titik Rute maksimal 500.' }),
    { label: 'Titik Rute', required: true, default: [] },
  ),
});
export type RouteBody = z.infer<typeof routeBody>;

/**
 * Points of one generated path at most: a road-following line across a regency has a few
 * thousand; more only makes one save hold the database for everyone else.
 */
export const ROUTE_MAP_POINTS_MAX = 5000;
/** The body of one path save at most, in bytes (5000 points take about 300 KB). */
export const ROUTE_MAP_BODY_MAX = 1024 * 1024;

/** `PUT /routes/map/{id}`: the road-following path, as generated from the points. */
export const routeMapBody = z.object({
  titik_rute_map: z
    .array(z.object({ declongitude: longitude.pipe(z.number({ error: 'Longitude tidak boleh kosong.' })), declattitude: latitude.pipe(z.number({ error: 'Latitude tidak boleh kosong.' })) }), {
      error: 'Titik peta rute harus berupa daftar.',
    })
    .max(ROUTE_MAP_POINTS_MAX, { error: `Titik peta rute maksimal ${ROUTE_MAP_POINTS_MAX}.` }),
});
export type RouteMapBody = z.infer<typeof routeMapBody>;

export const routePointWire = z.object({ vcnama: z.string(), declattitude: z.number().nullable(), declongitude: z.number().nullable() });
export type RoutePointWire = z.infer<typeof routePointWire>;
export const routeMapPointWire = z.object({ declongitude: z.number(), declattitude: z.number() });
export type RouteMapPointWire = z.infer<typeof routeMapPointWire>;
export const routeListWire = z
  .object({ intid: z.number().int(), vckode: z.string(), vcnama: z.string(), intjumlah_titik: z.number().int() })
  .meta({ id: 'RouteListRow' });
export type RouteListWire = z.infer<typeof routeListWire>;
export const routeWire = z
  .object({
    intid: z.number().int(),
    vckode: z.string(),
    vcnama: z.string(),
    titik_rute: z.array(routePointWire),
    titik_rute_map: z.array(routeMapPointWire),
  })
  .meta({ id: 'Route' });
export type RouteWire = z.infer<typeof routeWire>;
