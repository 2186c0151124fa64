import { expect } from 'vitest';
import { minimalRequestsOf, type MinimalRequests } from './harness.js';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../helpers/app.js';
import { userWithScreens, type TestUser } from '../../helpers/roles.js';
import { created, routeBody } from '../../helpers/transport-fixtures.js';
import { pngBytes } from '../../helpers/images.js';

/** Unique names and codes for each request's own records. */
let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

/** A new staff user of its own (a role with no screens is enough for what one does to oneself). */
const ownUser = (t: TestApp): Promise<TestUser> => userWithScreens(t, []);

const role = (t: TestApp) => {
  const n = next();
  return created(t, '/api/v1/roles', { vccode: `MIN${n}`, vcname: `Peran Minimal ${n}` });
};
const menu = (t: TestApp) => {
  const n = next();
  return created(t, '/api/v1/menus', { vcname: `Menu Minimal ${n}`, vcicon: 'fa-circle' });
};

const requests: MinimalRequests = {
  'GET /config': async () => ({}),
  'GET /openapi.json': async () => ({}),

  'POST /users/signin': async () => ({ body: { username: 'admin', password: ADMIN_PASSWORD } }),
  // A session of its own: the admin token the other requests use stays signed in.
  'POST /users/signout': async (t) => ({ token: await t.signin('admin', ADMIN_PASSWORD) }),

  'GET /users': async (t) => ({ token: t.adminToken }),
  'POST /users': async (t) => {
    const n = next();
    const { intid } = await role(t);
    return { token: t.adminToken, body: { vcname: `Pengguna Minimal ${n}`, vcusername: `minimal${n}`, vcpassword: 'sandi-uji-123', role: intid } };
  },
  'DELETE /users/:id': async (t) => {
    const user = await ownUser(t);
    return { token: t.adminToken, params: { id: user.userId } };
  },
  'PUT /users/me/language': async (t) => ({ token: (await ownUser(t)).token, body: { language: 'en' } }),
  'GET /users/:id': async (t) => {
    const user = await ownUser(t);
    return { token: user.token, params: { id: user.userId } };
  },
  // One's own profile card: the smaller of the two forms the document offers (`anyOf`).
  'PUT /users/:id': async (t) => {
    const user = await ownUser(t);
    return { token: user.token, params: { id: user.userId }, body: { vcname: `Nama Baru ${next()}` } };
  },
  'PUT /users/:id/password': async (t) => {
    const user = await ownUser(t);
    return {
      token: user.token,
      params: { id: user.userId },
      body: { old_password: user.credentials[1], new_password: 'sandi-baru-456', confirm_password: 'sandi-baru-456' },
    };
  },

  'GET /roles': async (t) => ({ token: t.adminToken }),
  'GET /roles/:id': async (t) => ({ token: t.adminToken, params: { id: (await role(t)).intid } }),
  'POST /roles': async (t) => {
    const n = next();
    return { token: t.adminToken, body: { vccode: `MIN${n}`, vcname: `Peran Minimal ${n}` } };
  },
  'PUT /roles/:id': async (t) => {
    const { intid } = await role(t);
    const n = next();
    return { token: t.adminToken, params: { id: intid }, body: { vccode: `MIN${n}`, vcname: `Peran Diubah ${n}` } };
  },
  'DELETE /roles/:id': async (t) => ({ token: t.adminToken, params: { id: (await role(t)).intid } }),

  'GET /menus': async (t) => ({ token: t.adminToken }),
  'GET /menus/:id': async (t) => ({ token: t.adminToken, params: { id: (await menu(t)).intid } }),
  'POST /menus': async (t) => ({ token: t.adminToken, body: { vcname: `Menu Minimal ${next()}`, vcicon: 'fa-circle' } }),
  'PUT /menus/:id': async (t) => ({ token: t.adminToken, params: { id: (await menu(t)).intid }, body: { vcname: `Menu Diubah ${next()}`, vcicon: 'fa-square' } }),
  'DELETE /menus/:id': async (t) => ({ token: t.adminToken, params: { id: (await menu(t)).intid } }),

  'GET /audit': async (t) => ({ token: t.adminToken }),
  // Creating a role writes a row of the trail: the newest one.
  'GET /audit/:id': async (t) => {
    await role(t);
    const res = await t.call('GET', '/api/v1/audit', { token: t.adminToken });
    expect(res.statusCode, res.body).toBe(200);
    const [newest] = res.json().data as { intid: number }[];
    return { token: t.adminToken, params: { id: newest.intid } };
  },

  'GET /apps/navigation': async (t) => ({ token: t.adminToken }),
  'GET /notifications': async (t) => ({ token: t.adminToken }),
  'POST /notifications/read-all': async (t) => ({ token: t.adminToken }),

  'GET /lists/vehicle': async (t) => ({ token: t.adminToken }),
  'GET /lists/route': async (t) => ({ token: t.adminToken }),
  'GET /lists/school': async (t) => ({ token: t.adminToken }),
  'GET /lists/route_point/:id': async (t) => ({ token: t.adminToken, params: { id: (await created(t, '/api/v1/routes', routeBody(next()))).intid } }),
  'GET /lists/parking_location': async (t) => ({ token: t.adminToken }),
  'GET /lists/user': async (t) => ({ token: t.adminToken }),
  'GET /lists/vehicle_type': async (t) => ({ token: t.adminToken }),
  'GET /lists/role': async (t) => ({ token: t.adminToken }),
  'GET /lists/menu': async (t) => ({ token: t.adminToken }),

  'GET /search': async (t) => ({ token: t.adminToken }),

  // Public images: an article and a slide, each made with a picture.
  'GET /images/articles/:uuid': async (t) => {
    const n = next();
    const article = await created(t, '/api/v1/articles', {
      vcnama: `Artikel Minimal ${n}`, vcdeskripsi: `Ringkasan ${n}.`, vcartikel: `<p>Isi ${n}.</p>`, vcgambar: pngBytes().toString('base64'),
    });
    return { params: { uuid: article.vcuuid } };
  },
  'GET /images/sliders/:id': async (t) => {
    const slide = await created(t, '/api/v1/articles/slider', { vcnama: `Slide Minimal ${next()}`, vcimage: pngBytes().toString('base64') });
    return { params: { id: slide.intid } };
  },
};

minimalRequestsOf('platform', { school: () => startTestApp({ APP_TYPE: 'school' }), parking: () => startTestApp({ APP_TYPE: 'parking' }) }, requests);
