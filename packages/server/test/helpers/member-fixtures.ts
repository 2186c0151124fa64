import type { TestApp } from './app.js';

export const MEMBER_PASSWORD = 'wali-rahasia-1';

let counter = 0;

/** The body of a new parent's account, unique by e-mail and phone. */
export function signupBody(name = 'Wali Murid') {
  counter += 1;
  const n = `${counter}${process.pid % 1000}${Date.now() % 100000}`;
  // A whole mobile number in its stored form: 0813, six digits of the clock, four of the counter.
  const phone = `0813${String(Date.now() % 1_000_000).padStart(6, '0')}${String(counter % 10_000).padStart(4, '0')}`;
  return { vcname: `${name} ${counter}`, vcemail: `wali${n}@example.com`, vcphone: phone, password: MEMBER_PASSWORD };
}

/** A parent who signed up and signed in through the member API. */
export async function signedInMember(t: TestApp, name?: string) {
  const body = signupBody(name);
  const up = await t.call('POST', '/api/v1/member/signup', { body });
  if (up.statusCode !== 201) throw new Error(`member signup: ${up.statusCode} ${up.body}`);
  const res = await t.call('POST', '/api/v1/member/signin', { body: { username: body.vcemail, password: MEMBER_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`member signin: ${res.statusCode} ${res.body}`);
  return { id: res.json().intid as number, token: res.json().token as string, ...body };
}

/** A parent's complaint opened through the member API: a conversation with its first message. */
export async function openedComplaint(t: TestApp, vcname = 'Bus datang terlambat') {
  const m = await signedInMember(t);
  const res = await t.call('POST', '/api/v1/member/complaints', { token: m.token, body: { vcname, vcmessage: 'Mohon ditindaklanjuti.' } });
  if (res.statusCode !== 201) throw new Error(`complaint: ${res.statusCode} ${res.body}`);
  return res.json().data as { intid: number; vccode: string };
}
