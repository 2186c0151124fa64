import type { Server, Socket } from 'socket.io';
import type { FastifyInstance } from 'fastify';
import {
  TRACKING_MSG,
  TRACKING_SUBSCRIBE,
  TRACKING_UNSUBSCRIBE,
  TRACKING_WINDOW_MS,
  translate,
  VEHICLE_POSITION,
  trackingSubscription,
  type LiveTable,
  type TrackingAck,
  type VehicleLocationWire,
} from '@halte/contract';
import type { SessionMember } from '../../../auth/member-sessions.js';
import { socketLanguage } from '../../../lib/http/language.js';
import { accessMayHaveChanged, socketsAllowed } from '../../../realtime/screen-access.js';
import type { SocketPart } from '../../../realtime/socket-parts.js';
import { WindowedBatch } from '../../../realtime/windowed-batch.js';
import { memberVehicleIds } from '../../complaints/warga/children.service.js';
import { LIVE_SCREENS, locationWire, type LatestPosition } from './location.service.js';
import { TRACKING_ALL_ROOM, trackingVehicleRoom } from './tracking-rooms.js';
import { VehicleDirectory } from './vehicle-directory.js';

type Moved = LatestPosition & { vehicleId: number };

export type LiveTrackingDeps = Pick<FastifyInstance, 'db' | 'config' | 'log' | 'redis' | 'roleScreens' | 'tracking'>;

/** Between instances (through the Redis adapter): the positions one of them stored, as JSON carries them. */
const RELAY_EVENT = 'tracking:stored';
interface Relayed { v: number; t: string; la: number; lo: number; s: number | null; h: number | null }
const toRelayed = (p: Moved): Relayed => ({ v: p.vehicleId, t: p.time.toISOString(), la: p.latitude, lo: p.longitude, s: p.speedKmh ?? null, h: p.heading ?? null });
const fromRelayed = (r: Relayed): Moved => ({ vehicleId: r.v, time: new Date(r.t), latitude: r.la, longitude: r.lo, speedKmh: r.s, heading: r.h });

const newer = (a: VehicleLocationWire, b: VehicleLocationWire) => (a.dtwaktu ?? '') >= (b.dtwaktu ?? '');

/** The ack callback of an event, when the client asked for one; the payload before it. */
function argsOf(args: unknown[]): { payload: unknown; ack: (answer: TrackingAck) => void } {
  const last = args.at(-1);
  const ack = typeof last === 'function' ? (last as (answer: TrackingAck) => void) : () => {};
  return { payload: typeof args[0] === 'function' ? undefined : args[0], ack };
}

/**
 * The live map's feed. A connection whose role has the tracking screen subscribes to every
 * vehicle or to one and joins that room of this instance. Each stored position that moved a
 * vehicle's latest one goes to every instance (this one directly, the others through the Redis
 * adapter), and each instance tells its own rooms, batched per room (`WindowedBatch`): a
 * connection is in one tracking room at a time, so it hears at most one `vehicle:position` a
 * window however many instances stored positions meanwhile.
 */
export class LiveTracking implements SocketPart {
  private readonly directory: VehicleDirectory;
  private readonly batches = new Map<string, WindowedBatch<number, VehicleLocationWire>>();
  private readonly subscribers = new Map<Socket, string>();
  /** Members' connections and the vehicle rooms each follows: those serving the member's children. */
  private readonly memberSubscribers = new Map<Socket, string[]>();
  private io?: Server;
  private stopListening = () => {};

  constructor(
    private readonly deps: LiveTrackingDeps,
    private readonly windowMs = TRACKING_WINDOW_MS,
  ) {
    this.directory = new VehicleDirectory(deps.db);
  }

  attach(io: Server) {
    this.io = io;
    const relay = this.deps.redis !== undefined;
    this.stopListening = this.deps.tracking.onStored((stored) => {
      const moved: Moved[] = stored.filter((s) => s.latest);
      if (moved.length === 0) return;
      if (relay) io.serverSideEmit(RELAY_EVENT, moved.map(toRelayed));
      this.take(moved);
    });
    io.on(RELAY_EVENT, (relayed: unknown) => {
      if (Array.isArray(relayed)) this.take((relayed as Relayed[]).map(fromRelayed));
    });
  }

  /** Listens to a new staff connection's subscribe and unsubscribe. */
  staff(socket: Socket) {
    this.listen(socket, (payload) => this.subscribe(socket, payload), () => this.leave(socket));
  }

  /**
   * A member's connection: its subscribe (no payload needed) follows the vehicles serving the
   * member's own children — the buses of their schools and those they rode today — and no other.
   * Subscribing again reads them anew (a child added or approved since).
   */
  member(socket: Socket, { memberId }: SessionMember) {
    this.listen(socket, () => this.subscribeMember(socket, memberId), () => this.leaveMember(socket));
  }

  private listen(socket: Socket, subscribe: (payload: unknown) => Promise<TrackingAck>, leave: () => void) {
    const language = socketLanguage(this.deps, socket.handshake);
    socket.on(TRACKING_SUBSCRIBE, (...args: unknown[]) => {
      const { payload, ack } = argsOf(args);
      const reply = (a: TrackingAck) => ack(a.ok ? a : { ...a, message: translate(a.message, language) });
      subscribe(payload).then(reply, (err: unknown) => {
        this.deps.log.error({ err }, 'realtime: tracking subscription failed');
        reply({ ok: false, message: TRACKING_MSG.server });
      });
    });
    socket.on(TRACKING_UNSUBSCRIBE, (...args: unknown[]) => {
      leave();
      argsOf(args).ack({ ok: true });
    });
    socket.on('disconnect', () => {
      this.subscribers.delete(socket);
      this.memberSubscribers.delete(socket);
    });
  }

  /** Tables written anywhere (the changed-tables watcher): names and access may have changed. */
  tablesChanged(tables: readonly LiveTable[]) {
    if (tables.includes('vehicles') || tables.includes('routes')) this.directory.forget();
    if (accessMayHaveChanged(tables)) void this.recheckAccess();
  }

  close() {
    this.stopListening();
    for (const batch of this.batches.values()) batch.close();
    this.batches.clear();
  }

  /** Whether each connection's user may follow the fleet now. */
  private allowed(sockets: Socket[]): Promise<Map<Socket, boolean>> {
    return socketsAllowed(this.deps, sockets, LIVE_SCREENS);
  }

  private async subscribe(socket: Socket, payload: unknown): Promise<TrackingAck> {
    if (!(await this.allowed([socket])).get(socket)) return { ok: false, message: TRACKING_MSG.forbidden };
    const parsed = trackingSubscription.safeParse(payload);
    if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? TRACKING_MSG.invalid };
    const vehicleId = parsed.data?.intid;
    // Nobody here watched: vehicles may have changed unannounced meanwhile.
    if (this.subscribers.size === 0) this.directory.forget();
    if (vehicleId !== undefined && !(await this.directory.lookup([vehicleId])).has(vehicleId)) {
      return { ok: false, message: TRACKING_MSG.vehicleNotFound };
    }
    if (!socket.connected) return { ok: false, message: TRACKING_MSG.server };
    this.leave(socket);
    const room = vehicleId === undefined ? TRACKING_ALL_ROOM : trackingVehicleRoom(vehicleId);
    await socket.join(room);
    this.subscribers.set(socket, room);
    return { ok: true };
  }

  private async subscribeMember(socket: Socket, memberId: number): Promise<TrackingAck> {
    if (this.subscribers.size === 0 && this.memberSubscribers.size === 0) this.directory.forget();
    const ids = await memberVehicleIds(this.deps.db, memberId, this.deps.config.timeZone);
    if (!socket.connected) return { ok: false, message: TRACKING_MSG.server };
    this.leaveMember(socket);
    const rooms = ids.map(trackingVehicleRoom);
    await socket.join(rooms);
    this.memberSubscribers.set(socket, rooms);
    return { ok: true };
  }

  private leaveMember(socket: Socket) {
    for (const room of this.memberSubscribers.get(socket) ?? []) void socket.leave(room);
    this.memberSubscribers.delete(socket);
  }

  private leave(socket: Socket) {
    const room = this.subscribers.get(socket);
    if (room === undefined) return;
    this.subscribers.delete(socket);
    void socket.leave(room);
  }

  /** A user whose role lost the tracking screen, or who was given another role, stops receiving at once. */
  private async recheckAccess() {
    try {
      for (const [socket, ok] of await this.allowed([...this.subscribers.keys()])) if (!ok) this.leave(socket);
    } catch (err) {
      this.deps.log.warn({ err: (err as Error).message }, 'realtime: tracking access check failed');
    }
  }

  private listeners(room: string) {
    return this.io?.of('/').adapter.rooms.get(room)?.size ?? 0;
  }

  /** Positions stored by any instance, for this instance's rooms. */
  private take(moved: Moved[]) {
    if (this.subscribers.size === 0 && this.memberSubscribers.size === 0) return;
    this.directory.lookup(new Set(moved.map((m) => m.vehicleId))).then(
      (vehicles) => {
        const now = Date.now();
        for (const m of moved) {
          const vehicle = vehicles.get(m.vehicleId);
          // Deleted since it reported.
          if (!vehicle) continue;
          const wire = locationWire(vehicle, m, now);
          for (const room of [TRACKING_ALL_ROOM, trackingVehicleRoom(m.vehicleId)]) {
            if (this.listeners(room) > 0) this.batchOf(room).add(m.vehicleId, wire);
          }
        }
        this.sweep();
      },
      (err: Error) => this.deps.log.warn({ err: err.message }, 'realtime: reading vehicles for live positions failed'),
    );
  }

  private batchOf(room: string) {
    let batch = this.batches.get(room);
    if (!batch) {
      batch = new WindowedBatch(this.windowMs, (items) => this.io?.local.to(room).emit(VEHICLE_POSITION, items), newer);
      this.batches.set(room, batch);
    }
    return batch;
  }

  /** Drops the batches of rooms nobody is in any more. */
  private sweep() {
    for (const [room, batch] of this.batches) {
      if (batch.idle && this.listeners(room) === 0) this.batches.delete(room);
    }
  }
}
