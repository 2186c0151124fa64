import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { TYPING_EVENT } from '@halte/contract';
import { conversationMessages, notifications } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { engine } from '../helpers/database.js';
import { counts } from '../helpers/rows.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { complaintOf, sendOverSocket } from '../helpers/conversation-fixtures.js';
import { userWithScreens } from '../helpers/roles.js';
import { collect, listen, pause } from '../helpers/realtime.js';
import { socketClients } from '../helpers/socket-app.js';

const NUL_MESSAGE = 'Isian tidak boleh berisi karakter NUL.';

/** Log lines at warning level and above. */
const warnings: string[] = [];
const capture = new Writable({
  write(chunk, _enc, done) {
    warnings.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'warn' }, undefined, capture);
  url = await listen(t);
});
afterAll(() => t.close());
const client = socketClients(() => url);

describe(`a NUL character over the socket (${engine})`, () => {
  it('in a message is the 400 the HTTP call answers, and nothing is stored or logged', async () => {
    const operator = await userWithScreens(t, ['operations.complaints']);
    const m = await signedInMember(t);
    const c = await complaintOf(t, m.token, operator.token, 'NUL');
    const socket = await client({ token: m.token });
    const before = await counts(t, { conversationMessages, notifications });
    warnings.length = 0;

    const overHttp = await t.call('POST', `/api/v1/member/complaints/${c.intid}/messages`, { token: m.token, body: { vcmessage: 'Halo\u0000petugas' } });
    expect([overHttp.statusCode, overHttp.json()]).toEqual([400, { message: NUL_MESSAGE, errors: { vcmessage: NUL_MESSAGE } }]);
    const overSocket = await sendOverSocket(socket, { token: c.tokenMember, vcmessage: 'Halo\u0000petugas' });
    expect(overSocket).toEqual({ status: overHttp.statusCode, ...overHttp.json() });
    expect(await sendOverSocket(socket, { token: `${c.tokenMember}\u0000`, vcmessage: 'Halo' })).toEqual({ status: 400, message: NUL_MESSAGE, errors: { token: NUL_MESSAGE } });

    expect(await counts(t, { conversationMessages, notifications })).toEqual(before);
    expect(warnings).toEqual([]);
  });

  it('in a typing signal, from either side, is dropped without a query or a log line', async () => {
    const operator = await userWithScreens(t, ['operations.complaints']);
    const m = await signedInMember(t);
    const c = await complaintOf(t, m.token, operator.token, 'NUL mengetik');
    const [memberSocket, staffSocket] = await Promise.all([client({ token: m.token }), client({ token: operator.token })]);
    const heard = [collect(memberSocket, TYPING_EVENT), collect(staffSocket, TYPING_EVENT)];
    warnings.length = 0;

    memberSocket.emit(TYPING_EVENT, { token: `${c.tokenMember}\u0000` });
    staffSocket.emit(TYPING_EVENT, { token: `${c.tokenAdmin}\u0000` });
    await pause(300);
    expect(heard.flat()).toEqual([]);
    expect(warnings).toEqual([]);
  });
});
