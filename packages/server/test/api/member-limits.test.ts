import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { conversationMessages, conversations, members, notifications } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { engine } from '../helpers/database.js';
import { counts } from '../helpers/rows.js';
import { MEMBER_PASSWORD, signupBody } from '../helpers/member-fixtures.js';
import { sendOverSocket } from '../helpers/conversation-fixtures.js';
import { pngOfSize } from '../helpers/images.js';
import { listen } from '../helpers/realtime.js';
import { socketClients } from '../helpers/socket-app.js';

const API = '/api/v1/member';
/** Small limits of the test's own; the windows are the real defaults. */
const LIMITS = {
  TRUST_PROXY: '1',
  MEMBER_MESSAGES_PER_MEMBER: '4',
  MEMBER_MESSAGES_PER_ADDRESS: '6',
  MEMBER_COMPLAINTS_PER_MEMBER: '2',
  MEMBER_COMPLAINTS_PER_ADDRESS: '3',
  MEMBER_PHOTOS_PER_MEMBER: '3',
  MEMBER_PHOTOS_PER_ADDRESS: '4',
  MEMBER_PHOTO_QUOTA_MB: '1',
  MEMBER_SIGNUPS_PER_ADDRESS: '3',
};
const waitOf = (kind: string) => new RegExp(`^Terlalu banyak ${kind}\\. Coba lagi dalam (\\d+) detik\\.$`);

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp(LIMITS);
  url = await listen(t);
});
afterAll(() => t.close());
const client = socketClients(() => url);

let lastAddress = 0;
/** Each test's parents send from an address of its own (through the trusted proxy's header). */
const newAddress = () => `198.51.100.${(lastAddress += 1)}`;
const from = (address: string) => ({ 'x-forwarded-for': address });

/** A parent who signed up and signed in from `address`. */
async function memberAt(address: string) {
  const body = signupBody();
  const up = await t.call('POST', `${API}/signup`, { body, headers: from(address) });
  expect(up.statusCode, up.body).toBe(201);
  const res = await t.call('POST', `${API}/signin`, { body: { username: body.vcemail, password: MEMBER_PASSWORD }, headers: from(address) });
  return { id: res.json().intid as number, token: res.json().token as string };
}

const complain = (token: string, address: string, body: Record<string, unknown> = { vcname: 'Bus terlambat', vcmessage: 'Mohon dibantu.' }) =>
  t.call('POST', `${API}/complaints`, { token, body, headers: from(address) });

async function complaintAt(token: string, address: string) {
  const res = await complain(token, address);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { intid: number; token_member: string };
}

const post = (token: string, address: string, id: number, body: Record<string, unknown>) =>
  t.call('POST', `${API}/complaints/${id}/messages`, { token, body, headers: from(address) });

/** A refusal of a limit: 429, the message telling the wait, and a Retry-After header of the same seconds within the window. */
function expectRefused(res: LightMyRequestResponse, kind: string, windowSeconds: number) {
  expect(res.statusCode, res.body).toBe(429);
  const seconds = Number(waitOf(kind).exec(res.json().message)?.[1]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  expect(res.headers['retry-after']).toBe(String(seconds));
}

const stored = () => counts(t, { conversations, conversationMessages, notifications });

describe(`members cannot flood (${engine})`, () => {
  it('messages over HTTP and over the socket share one count: past it either way is a 429 telling the wait, and nothing is stored', async () => {
    const address = newAddress();
    const m = await memberAt(address);
    const c = await complaintAt(m.token, address);
    const socket = await client({ token: m.token, headers: from(address) });

    for (let i = 0; i < 3; i++) expect((await post(m.token, address, c.intid, { vcmessage: `Pesan ${i}` })).statusCode).toBe(201);
    expect(await sendOverSocket(socket, { token: c.token_member, vcmessage: 'Lewat soket' })).toMatchObject({ status: 201 });

    const before = await stored();
    const overSocket = await sendOverSocket(socket, { token: c.token_member, vcmessage: 'Satu lagi' });
    expect(overSocket).toEqual({ status: 429, message: expect.stringMatching(waitOf('pesan')) });
    expectRefused(await post(m.token, address, c.intid, { vcmessage: 'Satu lagi' }), 'pesan', 60);
    expect(await stored()).toEqual(before);
  });

  it('the address has its own count, across the members sending from it', async () => {
    const address = newAddress();
    const [a, b] = [await memberAt(address), await memberAt(address)];
    const [ca, cb] = [await complaintAt(a.token, address), await complaintAt(b.token, address)];
    for (let i = 0; i < 4; i++) expect((await post(a.token, address, ca.intid, { vcmessage: `A ${i}` })).statusCode).toBe(201);
    // A's refusal is A's alone: it does not use up what the address may still send.
    expect((await post(a.token, address, ca.intid, { vcmessage: 'A lagi' })).statusCode).toBe(429);
    for (let i = 0; i < 2; i++) expect((await post(b.token, address, cb.intid, { vcmessage: `B ${i}` })).statusCode).toBe(201);

    const before = await stored();
    expectRefused(await post(b.token, address, cb.intid, { vcmessage: 'B lagi' }), 'pesan', 60);
    expect(await stored()).toEqual(before);
    // B itself is far from its own limit: from another address it sends.
    expect((await post(b.token, newAddress(), cb.intid, { vcmessage: 'Dari rumah' })).statusCode).toBe(201);
  });

  it('complaints are limited per member and per address; a refused one opens no conversation and tells no one', async () => {
    const address = newAddress();
    const m = await memberAt(address);
    for (let i = 0; i < 2; i++) await complaintAt(m.token, address);
    const before = await stored();
    expectRefused(await complain(m.token, address), 'pengaduan', 3600);
    expect(await stored()).toEqual(before);

    const other = await memberAt(address);
    await complaintAt(other.token, address);
    expectRefused(await complain(other.token, address), 'pengaduan', 3600);
    expect(await counts(t, { conversations })).toEqual({ conversations: before.conversations + 1 });
  });

  it('photos are limited per member, in complaints and messages alike', async () => {
    const address = newAddress();
    const m = await memberAt(address);
    const photo = pngOfSize(10_000);
    const c = (await complain(m.token, address, { vcname: 'Halte rusak', vcmessage: 'Lihat foto', vcphoto: photo })).json().data as { intid: number };
    for (const nth of ['kedua', 'ketiga']) expect((await post(m.token, address, c.intid, { vcmessage: `Foto ${nth}`, vcphoto: photo })).statusCode).toBe(201);
    const before = await stored();
    expectRefused(await post(m.token, address, c.intid, { vcmessage: 'Foto keempat', vcphoto: photo }), 'foto', 3600);
    expect(await stored()).toEqual(before);
    // A message without a photo is still welcome.
    expect((await post(m.token, address, c.intid, { vcmessage: 'Tanpa foto' })).statusCode).toBe(201);
  });

  it("a photo that would pass the member's storage quota is refused with 413, nothing stored", async () => {
    const address = newAddress();
    const m = await memberAt(address);
    const c = (await complain(m.token, address, { vcname: 'Foto besar', vcmessage: 'Lihat', vcphoto: pngOfSize(700 * 1024) })).json().data as { intid: number };
    const before = await stored();
    const res = await post(m.token, address, c.intid, { vcmessage: 'Satu lagi', vcphoto: pngOfSize(400 * 1024) });
    const message = 'Ruang foto Anda sudah penuh (maksimal 1 MB). Foto tidak dapat dikirim.';
    expect([res.statusCode, res.json()]).toEqual([413, { message, errors: { vcphoto: message } }]);
    expect(await stored()).toEqual(before);
    // What still fits is taken.
    expect((await post(m.token, address, c.intid, { vcmessage: 'Kecil', vcphoto: pngOfSize(100 * 1024) })).statusCode).toBe(201);
  });

  it('sign-ups are limited per address, refused ones counted too; another address signs up', async () => {
    const address = newAddress();
    const taken = signupBody();
    const answers = [];
    for (const body of [taken, taken, signupBody()]) answers.push((await t.call('POST', `${API}/signup`, { body, headers: from(address) })).statusCode);
    expect(answers).toEqual([201, 409, 201]);
    const before = await counts(t, { members });
    const refused = await t.call('POST', `${API}/signup`, { body: signupBody(), headers: from(address) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Terlalu banyak pendaftaran akun dari alamat ini\. Coba lagi dalam \d+ detik\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await counts(t, { members })).toEqual(before);
    expect((await t.call('POST', `${API}/signup`, { body: signupBody(), headers: from(newAddress()) })).statusCode).toBe(201);
  });
});
