import type { Socket } from 'socket.io-client';
import type { ConversationMessageWire } from '@halte/contract';
import type { TestApp } from './app.js';

/** A member's new complaint with both of its event tokens (the operators' read from the staff list). */
export async function complaintOf(t: TestApp, memberToken: string, staffToken: string, vcname: string) {
  const res = await t.call('POST', '/api/v1/member/complaints', { token: memberToken, body: { vcname, vcmessage: 'Mohon dibantu.' } });
  if (res.statusCode !== 201) throw new Error(`complaint: ${res.body}`);
  const { intid, vccode, token_member } = res.json().data as { intid: number; vccode: string; token_member: string };
  const row = (await t.call('GET', `/api/v1/conversation?q=${vccode}`, { token: staffToken })).json().data[0] as { token_admin: string };
  return { intid, vccode, tokenMember: token_member, tokenAdmin: row.token_admin };
}

/** A member's message sent over the socket, as its client sends it: JSON text, answered by acknowledgement. */
export function sendOverSocket(socket: Socket, payload: unknown): Promise<{ status: number; message: string; data?: ConversationMessageWire }> {
  return socket.timeout(10_000).emitWithAck('message', typeof payload === 'string' ? payload : JSON.stringify(payload));
}
