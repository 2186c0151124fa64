import type { Socket } from 'socket.io-client';
import { TRACKING_SUBSCRIBE, VEHICLE_POSITION, type TrackingAck, type VehicleLocationWire } from '@halte/contract';
import type { TestApp } from './app.js';
import { created, routeBody, vehicleBody } from './transport-fixtures.js';

let n = 100;

/** A new vehicle (on a new route) with a tracker id; answers its id and device. */
export async function trackedVehicle(t: TestApp) {
  n += 1;
  const routeId = (await created(t, '/api/v1/routes', routeBody(n))).intid;
  const device = `dev-${n}-${Date.now() % 100_000}`;
  const vehicle = await created(t, '/api/v1/vehicles', vehicleBody(n, routeId, { vcdevice_id: device }));
  return { id: vehicle.intid as number, plate: vehicle.vcnopol as string, device, routeId };
}

/** Emits `tracking:subscribe` and answers the acknowledgement. */
export const subscribe = (socket: Socket, payload?: unknown): Promise<TrackingAck> =>
  new Promise((resolve) => {
    if (payload === undefined) socket.emit(TRACKING_SUBSCRIBE, resolve);
    else socket.emit(TRACKING_SUBSCRIBE, payload, resolve);
  });

/** Every `vehicle:position` emit a socket receives from now on, with when it arrived. */
export function positionsOf(socket: Socket) {
  const got: { at: number; items: VehicleLocationWire[] }[] = [];
  socket.on(VEHICLE_POSITION, (items: VehicleLocationWire[]) => got.push({ at: Date.now(), items }));
  return got;
}

/** Resolves once `check` holds, polling; rejects after `ms`. */
export async function until(check: () => boolean, ms = 10_000, what = 'condition') {
  const began = Date.now();
  while (!check()) {
    if (Date.now() - began > ms) throw new Error(`${what} not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A position sent as Traccar Client does (OsmAnd protocol, speed in knots). */
export const osmandUrl = (device: string, lat: number, lon: number, extra: Record<string, string | number> = {}) =>
  `/api/v1/tracking/osmand?${new URLSearchParams({ id: device, lat: String(lat), lon: String(lon), ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])) })}`;
