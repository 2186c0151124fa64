import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { settledAfterEach } from '../phone-db';
import { driverOutbox as makeOutbox, driverOutboxStore, type QueuedPosition } from '../../src/features/school/driver-console/outbox';
import { useGpsTracking } from '../../src/features/school/driver-console/useGpsTracking';

type Success = (p: { coords: Partial<GeolocationCoordinates>; timestamp: number }) => void;
type Failure = (e: { code: number; PERMISSION_DENIED: number }) => void;

/** The phone's GPS: the test hands it fixes. */
function fakeGps() {
  const watchers = new Map<number, { ok: Success; fail: Failure }>();
  let next = 1;
  const geolocation = {
    watchPosition: vi.fn((ok: Success, fail: Failure) => (watchers.set(next, { ok, fail }), next++)),
    clearWatch: vi.fn((id: number) => watchers.delete(id)),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  const fix = (latitude: number, longitude: number, timestamp: number, extra: Partial<GeolocationCoordinates> = {}) =>
    act(() => watchers.forEach((w) => w.ok({ coords: { latitude, longitude, speed: null, heading: null, altitude: null, accuracy: 8, ...extra }, timestamp })));
  const deny = () => act(() => watchers.forEach((w) => w.fail({ code: 1, PERMISSION_DENIED: 1 })));
  return { geolocation, watchers, fix, deny };
}

function outboxOffline() {
  const outbox = driverOutbox(driverOutboxStore(7), { scan: vi.fn(), positions: vi.fn() }, () => false);
  const queued = () => outbox.getState().items as QueuedPosition[];
  return { outbox, queued };
}

const driverOutbox = settledAfterEach(makeOutbox);

const T0 = Date.parse('2026-03-02T06:45:00.000Z');

describe('the phone as tracker', () => {
  it('queues positions for the trip\'s vehicle with the phone\'s time, speed in km/h and unknown readings left out', async () => {
    const gps = fakeGps();
    const { outbox, queued } = outboxOffline();
    const { result } = renderHook(() => useGpsTracking(9, outbox));
    expect(result.current.status).toBe('waiting');

    await gps.fix(-6.8979, 112.0505, T0, { speed: 10, heading: 90, altitude: Number.NaN });
    expect(result.current.status).toBe('on');
    expect(result.current.fix).toEqual({ latitude: -6.8979, longitude: 112.0505 });
    expect(queued()).toHaveLength(1);
    expect(queued()[0]).toMatchObject({ vehicle_id: 9, position: { dttime: '2026-03-02T06:45:00.000Z', declattitude: -6.8979, declongitude: 112.0505, speed: 36, heading: 90, altitude: null, accuracy: 8 } });
    expect(queued()[0].position.client_id).toBe(queued()[0].client_id);
  });

  it('keeps one position every 5 seconds, or sooner after a move of 25 m', async () => {
    const gps = fakeGps();
    const { outbox, queued } = outboxOffline();
    renderHook(() => useGpsTracking(9, outbox));

    await gps.fix(-6.8979, 112.0505, T0);
    await gps.fix(-6.89791, 112.0505, T0 + 2_000); // 1 m, 2 s: dropped
    await gps.fix(-6.8970, 112.0505, T0 + 3_000); // 100 m: kept
    await gps.fix(-6.8970, 112.0505, T0 + 8_000); // 5 s later: kept
    expect(queued().map((q) => q.position.dttime)).toEqual(['2026-03-02T06:45:00.000Z', '2026-03-02T06:45:03.000Z', '2026-03-02T06:45:08.000Z']);
    expect(queued().map((q) => q.position.speed)).toEqual([-1, -1, -1]);
  });

  it('watches only while a trip runs, and says so when location is refused', async () => {
    const gps = fakeGps();
    const { outbox } = outboxOffline();
    const { result, rerender, unmount } = renderHook(({ vehicle }) => useGpsTracking(vehicle, outbox), { initialProps: { vehicle: null as number | null } });
    expect(gps.geolocation.watchPosition).not.toHaveBeenCalled();

    rerender({ vehicle: 9 });
    expect(gps.watchers.size).toBe(1);
    await gps.deny();
    expect(result.current.status).toBe('denied');

    rerender({ vehicle: null });
    expect(gps.watchers.size).toBe(0);
    unmount();
    expect(gps.geolocation.clearWatch).toHaveBeenCalledTimes(1);
  });

  it('positions recorded offline during a trip are uploaded for its vehicle, with their phone times, after the trip has ended', async () => {
    const gps = fakeGps();
    let online = false;
    const positions = vi.fn(async (_vehicle: number, list: unknown[]) => ({ received: list.length, stored: list.length, duplicates: 0, filtered: 0 }));
    const outbox = driverOutbox(driverOutboxStore(8), { scan: vi.fn(), positions }, () => online);
    const { rerender } = renderHook(({ vehicle }) => useGpsTracking(vehicle, outbox), { initialProps: { vehicle: 9 as number | null } });
    await gps.fix(-6.8979, 112.0505, T0);
    await gps.fix(-6.8970, 112.0505, T0 + 6_000);
    rerender({ vehicle: null });

    online = true;
    await act(() => outbox.flush());
    expect(positions).toHaveBeenCalledTimes(1);
    expect(positions.mock.calls[0][0]).toBe(9);
    expect((positions.mock.calls[0][1] as { dttime: string }[]).map((p) => p.dttime)).toEqual(['2026-03-02T06:45:00.000Z', '2026-03-02T06:45:06.000Z']);
    expect(outbox.getState().items).toEqual([]);
  });
});
