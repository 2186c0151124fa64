import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calendarDateIn } from '@halte/contract';
import { classes } from '../../../src/db/schema/index.js';
import { offPathWorkSettled } from '../../../src/lib/data/off-path-work.js';
import { minimalRequestsOf, type MinimalRequests } from './harness.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { linkChild } from '../../helpers/alert-fixtures.js';
import { studentBody } from '../../helpers/driver-fixtures.js';
import { pngBytes } from '../../helpers/images.js';
import { MEMBER_PASSWORD, openedComplaint, signedInMember, signupBody } from '../../helpers/member-fixtures.js';
import { created, routeBody, schoolBody } from '../../helpers/transport-fixtures.js';

let serial = 0;
/** A number no other setup of this file has taken. */
const next = () => (serial += 1) + 500;

/** A route and a school of its own, and a class of the school's level: what a child's registration names. */
async function place(t: TestApp) {
  const n = next();
  const route = await created(t, '/api/v1/routes', routeBody(n));
  const school = await created(t, '/api/v1/schools', schoolBody(n));
  const [kelas] = await t.database.db.select({ id: classes.id }).from(classes).where(eq(classes.level, 2)).limit(1);
  return { route: route.intid as number, school: school.intid as number, kelas: kelas!.id };
}

/** The registration form with only its required fields. */
async function registrationForm(t: TestApp) {
  const p = await place(t);
  return {
    vckode: `88${process.pid % 1000}${Date.now() % 1_000_000}${next()}`,
    vcnama: 'Nadia Putri',
    vcalamat: 'Jl. Pemuda No. 5, Tuban',
    intsex: 2,
    intsekolah: p.school,
    intkelas: p.kelas,
    vcnamaortuwali: 'Wali Murid',
    vctelportuwali: '0812-1111-2222',
    intrute: p.route,
  };
}

/** A member's registration of a child, waiting for staff. */
async function waitingRegistration(t: TestApp) {
  const m = await signedInMember(t);
  const res = await t.call('POST', '/api/v1/member/registrations', { token: m.token, body: await registrationForm(t) });
  if (res.statusCode !== 201) throw new Error(`registration: ${res.statusCode} ${res.body}`);
  return res.json().data.intid as number;
}

/** A member's child: a student of a new school, linked to the member. */
async function memberWithChild(t: TestApp) {
  const m = await signedInMember(t);
  const p = await place(t);
  const student = await created(t, '/api/v1/students', studentBody(String(9_200_000_000 + next()), p.school, p.kelas, 'Ahmad Fauzi'));
  await linkChild(t, student.intid, m.id);
  return { token: m.token, studentId: student.intid as number };
}

/** A member's complaint and a reply of the member's carrying a photo. */
async function photoMessage(t: TestApp) {
  const m = await signedInMember(t);
  const complaint = await t.call('POST', '/api/v1/member/complaints', { token: m.token, body: { vcname: 'Halte rusak', vcmessage: 'Lihat foto.' } });
  const id = complaint.json().data.intid as number;
  const message = await t.call('POST', `/api/v1/member/complaints/${id}/messages`, { token: m.token, body: { vcmessage: 'Fotonya', vcphoto: pngBytes().toString('base64') } });
  if (message.statusCode !== 201) throw new Error(`photo message: ${message.statusCode} ${message.body}`);
  return { token: m.token, id, messageId: message.json().data.intid as number };
}

/** A member's own complaint. */
async function memberComplaint(t: TestApp) {
  const m = await signedInMember(t);
  const res = await t.call('POST', '/api/v1/member/complaints', { token: m.token, body: { vcname: 'Bus terlambat', vcmessage: 'Mohon dicek.' } });
  return { token: m.token, id: res.json().data.intid as number };
}

/** A browser's subscription keys: a P-256 public key and an auth secret. */
function subscriptionKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}
const pushEndpoint = () => `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`;

/** A parent's app account made by the admin. */
async function memberAccount(t: TestApp) {
  const b = signupBody();
  return (await created(t, '/api/v1/users/account', { vcname: b.vcname, vcemail: b.vcemail, vcpassword: MEMBER_PASSWORD })).intid as number;
}

const requests: MinimalRequests = {
  // The member's own account.
  'POST /member/signup': async () => ({ body: signupBody() }),
  'POST /member/signin': async (t) => {
    const body = signupBody();
    const up = await t.call('POST', '/api/v1/member/signup', { body });
    if (up.statusCode !== 201) throw new Error(`member signup: ${up.statusCode} ${up.body}`);
    return { body: { username: body.vcemail, password: MEMBER_PASSWORD } };
  },
  'POST /member/signout': async (t) => ({ token: (await signedInMember(t)).token }),
  'GET /member/profile': async (t) => ({ token: (await signedInMember(t)).token }),
  'PUT /member/profile': async (t) => {
    const m = await signedInMember(t);
    const { vcname, vcemail, vcphone } = signupBody('Wali Baru');
    return { token: m.token, body: { vcname, vcemail, vcphone } };
  },
  'PUT /member/language': async (t) => ({ token: (await signedInMember(t)).token, body: { language: 'en' } }),
  'PUT /member/password': async (t) => ({
    token: (await signedInMember(t)).token,
    body: { old_password: MEMBER_PASSWORD, new_password: 'wali-rahasia-2', confirm_password: 'wali-rahasia-2' },
  }),

  // The member's children.
  'GET /member/children': async (t) => ({ token: (await memberWithChild(t)).token }),
  'GET /member/children/:id': async (t) => {
    const { token, studentId } = await memberWithChild(t);
    return { token, params: { id: studentId } };
  },

  // The member's complaints.
  'POST /member/complaints': async (t) => ({ token: (await signedInMember(t)).token, body: { vcname: 'Bus terlambat', vcmessage: 'Mohon dicek.' } }),
  'GET /member/complaints': async (t) => ({ token: (await memberComplaint(t)).token }),
  'GET /member/complaints/:id': async (t) => {
    const { token, id } = await memberComplaint(t);
    return { token, params: { id } };
  },
  'GET /member/complaints/:id/messages': async (t) => {
    const { token, id } = await memberComplaint(t);
    return { token, params: { id } };
  },
  'POST /member/complaints/:id/messages': async (t) => {
    const { token, id } = await memberComplaint(t);
    return { token, params: { id }, body: { vcmessage: 'Sudah dicek?' } };
  },
  'GET /member/complaints/:id/messages/:messageId/photo': async (t) => {
    const { token, id, messageId } = await photoMessage(t);
    return { token, params: { id, messageId } };
  },

  // What staff publish.
  'GET /member/articles': async (t) => ({ token: (await signedInMember(t)).token }),
  'GET /member/articles/:uuid': async (t) => {
    const article = await created(t, '/api/v1/articles', { vcnama: `Jadwal ${next()}`, vcdeskripsi: 'Ringkas', vcartikel: '<p>Mulai Senin.</p>' });
    return { token: (await signedInMember(t)).token, params: { uuid: article.vcuuid } };
  },
  'GET /member/sliders': async (t) => ({ token: (await signedInMember(t)).token }),
  'GET /member/sliders/:id': async (t) => {
    const slider = await created(t, '/api/v1/articles/slider', { vcnama: `Selamat datang ${next()}`, vcdeskripsi: 'Halte', vcimage: pngBytes().toString('base64') });
    return { token: (await signedInMember(t)).token, params: { id: slider.intid } };
  },

  // The registration form's choices.
  'GET /member/lists/school': async (t) => ({ token: (await signedInMember(t)).token }),
  'GET /member/lists/class/:id': async (t) => ({ token: (await signedInMember(t)).token, params: { id: (await place(t)).school } }),
  'GET /member/lists/route': async (t) => ({ token: (await signedInMember(t)).token }),
  'GET /member/lists/route_point/:id': async (t) => ({ token: (await signedInMember(t)).token, params: { id: (await place(t)).route } }),

  // The member's registrations.
  'POST /member/registrations': async (t) => ({ token: (await signedInMember(t)).token, body: await registrationForm(t) }),
  'GET /member/registrations': async (t) => ({ token: (await signedInMember(t)).token }),

  // The member's notices and their settings.
  'GET /member/alerts': async (t) => ({ token: (await signedInMember(t)).token }),
  'PUT /member/alerts/read': async (t) => ({ token: (await signedInMember(t)).token }),
  'PUT /member/alerts/:id/read': async (t) => {
    const m = await signedInMember(t);
    const complaint = (await t.call('POST', '/api/v1/member/complaints', { token: m.token, body: { vcname: 'Bus terlambat', vcmessage: 'Mohon dicek.' } })).json().data;
    const reply = await t.call('POST', '/api/v1/conversation/message', { token: t.adminToken, body: { intconverstion_id: complaint.intid, vcmessage: 'Kami cek.' } });
    if (reply.statusCode !== 201) throw new Error(`reply: ${reply.statusCode} ${reply.body}`);
    await offPathWorkSettled(t.app);
    const [alert] = (await t.call('GET', '/api/v1/member/alerts', { token: m.token })).json().data as { intid: number }[];
    if (!alert) throw new Error('the reply raised no notice');
    return { token: m.token, params: { id: alert.intid } };
  },
  'GET /member/alert-settings': async (t) => ({ token: (await memberWithChild(t)).token }),
  'PUT /member/alert-settings': async (t) => ({ token: (await signedInMember(t)).token, body: { anak: [], balasan_pengaduan: false } }),

  // The member's phones that receive pushes.
  'GET /member/push-subscriptions/key': async (t) => ({ token: (await signedInMember(t)).token }),
  'POST /member/push-subscriptions': async (t) => ({ token: (await signedInMember(t)).token, body: { endpoint: pushEndpoint(), keys: subscriptionKeys() } }),
  'DELETE /member/push-subscriptions': async (t) => {
    const m = await signedInMember(t);
    const endpoint = pushEndpoint();
    const res = await t.call('POST', '/api/v1/member/push-subscriptions', { token: m.token, body: { endpoint, keys: subscriptionKeys() } });
    if (res.statusCode !== 201) throw new Error(`subscribe: ${res.statusCode} ${res.body}`);
    return { token: m.token, body: { endpoint } };
  },

  // The operators' side of the complaints.
  'GET /conversation': async (t) => {
    await openedComplaint(t);
    return { token: t.adminToken };
  },
  'GET /conversation/inbox': async (t) => {
    await openedComplaint(t);
    return { token: t.adminToken };
  },
  'GET /conversation/detail/:id/:date': async (t) => ({
    token: t.adminToken,
    params: { id: (await openedComplaint(t)).intid, date: calendarDateIn(t.config.timeZone) },
  }),
  'GET /conversation/message': async (t) => ({ token: t.adminToken, query: { conversationId: (await openedComplaint(t)).intid } }),
  'POST /conversation/message': async (t) => ({ token: t.adminToken, body: { intconverstion_id: (await openedComplaint(t)).intid, vcmessage: 'Kami cek.' } }),
  'GET /conversation/endChat/:id': async (t) => ({ token: t.adminToken, params: { id: (await openedComplaint(t)).intid } }),
  'GET /conversation/photo/:id/:messageId': async (t) => {
    const { id, messageId } = await photoMessage(t);
    return { token: t.adminToken, params: { id, messageId } };
  },

  // Pendaftaran Siswa.
  'GET /registrations': async (t) => {
    await waitingRegistration(t);
    return { token: t.adminToken };
  },
  'GET /registrations/:id': async (t) => ({ token: t.adminToken, params: { id: await waitingRegistration(t) } }),
  'PUT /registrations/:id': async (t) => ({ token: t.adminToken, params: { id: await waitingRegistration(t) }, body: await registrationForm(t) }),
  'POST /registrations/:id/approve': async (t) => ({ token: t.adminToken, params: { id: await waitingRegistration(t) } }),
  'POST /registrations/:id/reject': async (t) => ({ token: t.adminToken, params: { id: await waitingRegistration(t) }, body: { vcreason: 'Data belum lengkap.' } }),

  // Akun Aplikasi.
  'GET /users/account': async (t) => {
    await memberAccount(t);
    return { token: t.adminToken };
  },
  'GET /users/account/:id': async (t) => ({ token: t.adminToken, params: { id: await memberAccount(t) } }),
  'POST /users/account': async (t) => {
    const b = signupBody();
    return { token: t.adminToken, body: { vcname: b.vcname, vcemail: b.vcemail, vcpassword: MEMBER_PASSWORD } };
  },
  'PUT /users/account/:id': async (t) => {
    const b = signupBody('Wali Diubah');
    return { token: t.adminToken, params: { id: await memberAccount(t) }, body: { vcname: b.vcname, vcemail: b.vcemail } };
  },
  'DELETE /users/account/:id': async (t) => ({ token: t.adminToken, params: { id: await memberAccount(t) } }),
};

minimalRequestsOf('complaints', { school: () => startTestApp({ APP_TYPE: 'school' }) }, requests);
