import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MEMBER_ALERT_EVENT, type MemberAlertWire } from '@halte/contract';
import { members } from '../../src/db/schema/index.js';
import { raiseAlerts } from '../../src/modules/complaints/member-alerts/raise-alerts.js';
import type { TestApp } from '../helpers/app.js';
import { socketClients, startListening } from '../helpers/socket-app.js';
import { collect, nextEvent, pause } from '../helpers/realtime.js';
import { signedInMember } from '../helpers/member-fixtures.js';

let t: TestApp;
let url: string;
beforeAll(async () => void ({ t, url } = await startListening()));
afterAll(() => t.close());
const client = socketClients(() => url);

describe('a new notice, live', () => {
  it('reaches the member’s open connections in the member’s language, and no other member’s', async () => {
    const parent = await signedInMember(t);
    const other = await signedInMember(t);
    await t.database.db.update(members).set({ language: 'en' }).where(eq(members.id, parent.id));
    const mine = await client({ token: parent.token });
    const theirs = collect(await client({ token: other.token }), MEMBER_ALERT_EVENT);
    const heard = nextEvent<MemberAlertWire>(mine, MEMBER_ALERT_EVENT);
    const at = new Date();
    await raiseAlerts(t.app, [{ kind: 'reply', key: 'live:1', memberId: parent.id, title: 'Balasan pengaduan', body: 'PGD-1 · Halte: Baik.', url: '/warga/pengaduan/1', at }]);
    expect(await heard).toEqual({
      intid: expect.any(Number), vcjenis: 'reply', vcjudul: 'Reply to your complaint', vcisi: 'PGD-1 · Halte: Baik.', vctautan: '/warga/pengaduan/1',
      intsiswa: null, dtadd: at.toISOString(), dibaca: false,
    });
    await pause(200);
    expect(theirs).toEqual([]);
  });
});
