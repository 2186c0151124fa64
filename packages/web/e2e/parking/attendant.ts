import { expect, type APIRequestContext } from '@playwright/test';
import { api } from '../helpers';

/** The password every spec's attendant account is made with. */
export const ATTENDANT_PASSWORD = 'jukir-rahasia-1';

/** A new `Juru Parkir` account made by the admin, named `name`; answers its username. */
export async function newAttendant(request: APIRequestContext, adminToken: string, name: string, username: string): Promise<string> {
  const roles = await api<{ data: { value: number; label: string }[] }>(request, 'GET', '/lists/role', { token: adminToken });
  const role = roles.json.data.find((r) => r.label === 'Juru Parkir')!.value;
  const made = await api(request, 'POST', '/users', { token: adminToken, body: { vcname: name, vcusername: username, vcpassword: ATTENDANT_PASSWORD, role } });
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  return username;
}

interface Place {
  location: string;
  address: string;
  /** The vehicle type's code and name. */
  code: string;
  type: string;
  /** Its one flat fee (no hourly part). */
  fee: number;
}

/** A spec's own parking location and vehicle type, so its cards and rows hold only what it writes; answers the location's id. */
export async function newPlace(request: APIRequestContext, adminToken: string, place: Place): Promise<number> {
  const location = await api<{ data: { intid: number } }>(request, 'POST', '/parking/location', { token: adminToken, body: { vcname: place.location, vcaddress: place.address } });
  expect(location.status, JSON.stringify(location.json)).toBe(201);
  const type = await api(request, 'POST', '/parking/vehicle-type', {
    token: adminToken,
    body: { vccode: place.code, vcname: place.type, vcregulation: 'Perda No. 3 Tahun 2021', dteffective_from: '2021-01-01', decfirst_fee: place.fee, intfirst_minutes: 0, dechourly_fee: 0, decmax_fee: 0 },
  });
  expect(type.status, JSON.stringify(type.json)).toBe(201);
  return location.json.data.intid;
}
