import { eq } from 'drizzle-orm';
import { STUDENT_STOP_MSG } from '@halte/contract';
import { routePoints, routes } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { fieldError } from '../../../lib/http/http-error.js';

/** The route must exist: `Rute tidak ditemukan.` on `intrute` otherwise. */
export async function checkRoute(db: Db, routeId: number) {
  const [route] = await db.select({ id: routes.id }).from(routes).where(eq(routes.id, routeId));
  if (!route) throw fieldError('intrute', 'Rute tidak ditemukan.');
}

/** The stop must exist and be one of the route's. */
async function checkStop(db: Db, routeId: number | null, pointId: number) {
  const [point] = await db.select({ routeId: routePoints.routeId }).from(routePoints).where(eq(routePoints.id, pointId));
  if (!point) throw fieldError('intrute_titik_id', 'Halte tidak ditemukan.');
  if (point.routeId !== routeId) throw fieldError('intrute_titik_id', STUDENT_STOP_MSG.notOnRoute);
}

/** What a form sends of a route and its stop: null is none, undefined leaves the record's own. */
export interface RouteStopBody {
  intrute?: number | null;
  intrute_titik_id?: number | null;
}

/** A record's route and chosen stop as it has them now. */
export interface RouteStopBefore {
  intrute: number | null;
  intrute_titik_id: number | null;
}

/**
 * The route and stop a student or registration is written with: those sent, checked (the stop
 * on that route: 400 otherwise); unsent, the record's own, except that a stop not sent goes when
 * the route changes to another, as it is not on the new one.
 */
export async function routeAndStop(db: Db, body: RouteStopBody, before?: RouteStopBefore): Promise<{ routeId: number | null; routePointId: number | null }> {
  const routeId = body.intrute === undefined ? (before?.intrute ?? null) : body.intrute;
  if (body.intrute != null) await checkRoute(db, body.intrute);
  if (body.intrute_titik_id === undefined) {
    return { routeId, routePointId: before && before.intrute === routeId ? before.intrute_titik_id : null };
  }
  if (body.intrute_titik_id !== null) await checkStop(db, routeId, body.intrute_titik_id);
  return { routeId, routePointId: body.intrute_titik_id };
}
