import { useEffect, useRef, useState } from 'react';
import type { DriverOutbox } from './outbox';
import { newClientId } from '../../../ui/outbox/store';
import { distanceMetres } from './distance';

/** A phone reports often; one position every few seconds, or sooner after a real move, is enough. */
const MIN_INTERVAL_MS = 5_000;
const MIN_MOVE_M = 25;

export type GpsStatus = 'waiting' | 'on' | 'denied' | 'unavailable';
export interface Fix { latitude: number; longitude: number }

/** A reading the API accepts: absent or impossible values as the contract's "unknown". */
const orNull = (v: number | null | undefined) => (v == null || Number.isNaN(v) ? null : v);

/**
 * While `vehicleId` is set (a trip runs), the phone's GPS is watched and each kept position is
 * queued in the outbox with the phone's time; the latest fix goes with scans and trip actions.
 */
export function useGpsTracking(vehicleId: number | null, outbox: DriverOutbox) {
  const [status, setStatus] = useState<GpsStatus>('waiting');
  const last = useRef<{ at: number; fix: Fix } | null>(null);
  const [fix, setFix] = useState<Fix | null>(null);

  useEffect(() => {
    if (vehicleId === null) return;
    if (!('geolocation' in navigator)) {
      setStatus('unavailable');
      return;
    }
    setStatus('waiting');
    const watch = navigator.geolocation.watchPosition(
      ({ coords, timestamp }) => {
        const here = { latitude: coords.latitude, longitude: coords.longitude };
        setStatus('on');
        setFix(here);
        const prev = last.current;
        if (prev && timestamp - prev.at < MIN_INTERVAL_MS && distanceMetres(prev.fix, here) < MIN_MOVE_M) return;
        last.current = { at: timestamp, fix: here };
        const client_id = newClientId();
        outbox.add({
          kind: 'position',
          client_id,
          vehicle_id: vehicleId,
          attempts: 0,
          position: {
            client_id,
            dttime: new Date(timestamp).toISOString(),
            declattitude: coords.latitude,
            declongitude: coords.longitude,
            speed: coords.speed == null || Number.isNaN(coords.speed) ? -1 : coords.speed * 3.6,
            heading: orNull(coords.heading),
            altitude: orNull(coords.altitude),
            accuracy: orNull(coords.accuracy),
          },
        });
        void outbox.flush();
      },
      (err) => setStatus(err.code === err.PERMISSION_DENIED ? 'denied' : 'waiting'),
      { enableHighAccuracy: true, maximumAge: 5_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [vehicleId, outbox]);

  return { status, fix };
}
