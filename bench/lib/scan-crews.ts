import { signIn } from './server.js';

/** A driver signed in on their own bus, with the running trip scans go to and the bus's riders. */
export interface Crew { auth: Record<string, string>; vehicleId: number; trip: number; riders: number[]; scans: number }

/**
 * Drivers `sopir.bench<firstAccount>…` (bench/lib/trips.ts's accounts) each on one bus of `fleet`, scanning
 * through the API: `newTrips` stops each crew's trip (all alighting; `endTrips` only that) and
 * starts a new one, so a trip holds one run's rides; `nextScan` builds the next scan, the crews in
 * turn, each scan a new one (in, then out, of the trip's riders).
 */
export async function scanCrews(serverUrl: string, fleet: readonly { vehicleId: number; riders: readonly { studentId: number }[] }[], password: string, nisn: Map<number, string>, firstAccount = 1) {
  const crews: Crew[] = await Promise.all(fleet.map(async (v, i) => ({
    auth: await signIn(serverUrl, `sopir.bench${firstAccount + i}`, password), vehicleId: v.vehicleId, trip: 0, riders: v.riders.map((r) => r.studentId), scans: 0,
  })));
  const driverPost = async (crew: Crew, path: string, body: unknown) => {
    const res = await fetch(`${serverUrl}/api/v1/driver${path}`, { method: 'POST', headers: { ...crew.auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { data: { intid: number } };
  };
  const endTrip = async (crew: Crew) => {
    if (crew.trip) await driverPost(crew, `/trips/${crew.trip}/stop`, { alight_all: true });
    crew.trip = 0;
  };
  const newTrips = () => Promise.all(crews.map(async (crew) => {
    await endTrip(crew);
    crew.trip = (await driverPost(crew, '/trips', { intvehicle_id: crew.vehicleId })).data.intid;
    crew.scans = 0;
  })).then(() => undefined);
  const endTrips = () => Promise.all(crews.map(endTrip)).then(() => undefined);
  /** One scan of `studentId` on the crew's trip, as the driver's app sends it. */
  const scanRequest = (crew: Crew, studentId: number, direction: 'in' | 'out', clientId: string) => ({
    path: `/api/v1/driver/trips/${crew.trip}/scans`,
    body: JSON.stringify({ vckode: nisn.get(studentId), direction, client_id: clientId }),
    headers: { ...crew.auth, 'content-type': 'application/json' },
  });
  let request = 0;
  const nextScan = () => {
    const crew = crews[request++ % crews.length];
    const c = crew.scans++;
    return scanRequest(crew, crew.riders[Math.floor(c / 2) % crew.riders.length], c % 2 ? 'out' : 'in', `bench-${crew.trip}-${c}`);
  };
  return { crews, newTrips, endTrips, nextScan, scanRequest };
}
