import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { conversationMessages } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { userWithScreens, type TestUser } from '../helpers/roles.js';

let t: TestApp;
let operator: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  operator = await userWithScreens(t, ['operations.complaints']);
});
afterAll(() => t.close());

const API = '/api/v1/member/complaints';

/** Markup that would make the reader's browser fetch from elsewhere, each with a word of text that must stay. */
const REMOTE = [
  '<img src="https://evil.example/pixel.png">satu',
  '<img src="data:image/png;base64,iVBORw0KGgo=">dua',
  '<iframe src="https://evil.example/frame"></iframe>tiga',
  '<p style="background:url(https://evil.example/bg.png)">empat</p>',
  '<table background="https://evil.example/t.png"><tr><td>lima</td></tr></table>',
  '<video poster="https://evil.example/v.png" src="https://evil.example/v.mp4"></video>enam',
  '<link rel="stylesheet" href="https://evil.example/s.css">tujuh',
  '<input type="image" src="https://evil.example/i.png">delapan',
  '<img srcset="https://evil.example/x.png 1x">sembilan',
  '<a href="javascript:alert(1)">sepuluh</a>',
  '<style>@import "https://evil.example/x.css";</style>sebelas',
  '<object data="https://evil.example/o"></object>dua belas',
];

/** Anything in stored HTML that could name a remote resource or run. */
const FETCHING = /evil\.example|<img|<iframe|<video|<link|<input|<object|<table|<style|style=|background|srcset|javascript:|data:image/i;

describe('a member’s chat message carries no remote content', () => {
  it('stores text, line breaks and links only; the member’s and the operator’s read-back hold nothing fetchable', async () => {
    const m = await signedInMember(t);
    const created = await t.call('POST', API, { token: m.token, body: { vcname: 'Piksel', vcmessage: '<img src="https://evil.example/first.png">Halo' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.intid as number;
    for (const vcmessage of REMOTE) {
      const res = await t.call('POST', `${API}/${id}/messages`, { token: m.token, body: { vcmessage } });
      expect(res.statusCode, vcmessage).toBe(201);
      expect(res.json().data.vcmessage, vcmessage).not.toMatch(FETCHING);
    }
    const kept = await t.call('POST', `${API}/${id}/messages`, {
      token: m.token,
      body: { vcmessage: 'Baris satu<br>Baris dua <a href="https://dishub.tubankab.go.id/jadwal" onclick="x()" style="color:red">jadwal</a>' },
    });
    expect(kept.json().data.vcmessage).toBe(
      'Baris satu<br>Baris dua <a target="_blank" rel="noopener noreferrer nofollow" href="https://dishub.tubankab.go.id/jadwal">jadwal</a>',
    );

    const stored = await t.database.db.select({ message: conversationMessages.message }).from(conversationMessages).where(eq(conversationMessages.conversationId, id));
    expect(stored).toHaveLength(REMOTE.length + 2);
    for (const { message } of stored) expect(message).not.toMatch(FETCHING);

    const asOperator = (await t.call('GET', `/api/v1/conversation/message?conversationId=${id}&userId=${m.id}`, { token: operator.token })).json().data as { vcmessage: string }[];
    const asMember = (await t.call('GET', `${API}/${id}/messages`, { token: m.token })).json().data as { vcmessage: string }[];
    for (const thread of [asOperator, asMember]) {
      expect(thread).toHaveLength(REMOTE.length + 2);
      for (const { vcmessage } of thread) expect(vcmessage).not.toMatch(FETCHING);
    }
    // The words around the markup are what the member wrote; they stay.
    expect(asOperator.map((x) => x.vcmessage.replace(/<[^>]*>/g, '')).slice(0, 3)).toEqual(['Halo', 'satu', 'dua']);
  });

  it('a message that is only a remote image is refused as empty (400), nothing written', async () => {
    const m = await signedInMember(t);
    const res = await t.call('POST', API, { token: m.token, body: { vcname: 'Gambar', vcmessage: '<img src="https://evil.example/pixel.png">' } });
    expect([res.statusCode, res.json().errors?.vcmessage]).toEqual([400, 'Pesan tidak boleh kosong.']);
  });
});
