import { describe, expect, it } from 'vitest';
import { TYPING_SEND_EVERY_MS, type ConversationMessageWire } from '@halte/contract';
import { laterRead, mergeThread, readOwnMessage, withMessage } from '../../src/features/complaints/complaints/threadMessages';
import { isBlank, messageHtml } from '../../src/features/complaints/complaints/messageHtml';
import { typingPacer } from '../../src/features/complaints/complaints/typingPacer';
import { rowsFor } from '../../src/features/complaints/complaints/growingRows';
import { chatPath, opensWithoutAsking } from '../../src/features/complaints/complaints/chatPath';

const message = (intid: number, vcmessage = `Pesan ${intid}`): ConversationMessageWire => ({
  intid, intconverstion_id: 7, intsender_id: 3, vcmessage, vcphoto_url: '', dtadd: '2026-11-20T01:00:00.000Z', intstatus: 0, intis_admin: 1,
});

describe('the thread', () => {
  it('a message arriving twice (the sender’s answer and its push) shows once, in the order of the thread', () => {
    const thread = [message(1), message(3)];
    expect(withMessage(thread, message(4)).map((m) => m.intid)).toEqual([1, 3, 4]);
    expect(withMessage(withMessage(thread, message(4)), message(4, 'lagi')).map((m) => [m.intid, m.vcmessage])).toEqual([[1, 'Pesan 1'], [3, 'Pesan 3'], [4, 'lagi']]);
    // A push overtaken by a later one still lands in its place.
    expect(withMessage(thread, message(2)).map((m) => m.intid)).toEqual([1, 2, 3]);
  });
});

describe('read state', () => {
  const at = (minute: number) => `2026-11-20T01:${String(minute).padStart(2, '0')}:00.000Z`;
  const said = (intid: number, minute: number, intis_admin: 0 | 1) => ({ ...message(intid), dtadd: at(minute), intis_admin });

  it('Dibaca goes under the operators’ newest message once the member’s last-read time reaches it', () => {
    const thread = [said(1, 1, 0), said(2, 2, 1), said(3, 3, 1), said(4, 4, 0)];
    expect(readOwnMessage(thread, null)).toBeUndefined();
    expect(readOwnMessage(thread, at(2))).toBeUndefined();
    expect(readOwnMessage(thread, at(3))).toBe(3);
    expect(readOwnMessage([said(1, 1, 0)], at(9))).toBeUndefined();
  });

  it('a last-read time never moves back, and a reading again keeps a message pushed meanwhile', () => {
    expect(laterRead(at(5), at(3))).toBe(at(5));
    expect(laterRead(null, at(3))).toBe(at(3));
    expect(laterRead(null, null)).toBeNull();
    const fresh = { data: [said(1, 1, 0), said(2, 2, 1)], dtread_member: at(1), dtread_admin: at(1) };
    const known = { data: [said(1, 1, 0), said(2, 2, 1), said(3, 3, 0)], dtread_member: at(2), dtread_admin: null };
    expect(mergeThread(fresh, known)).toEqual({ data: [said(1, 1, 0), said(2, 2, 1), said(3, 3, 0)], dtread_member: at(2), dtread_admin: at(1) });
    expect(mergeThread(fresh, undefined)).toBe(fresh);
  });
});

describe('what the operator types', () => {
  it('is sent as text, not markup, with its line breaks', () => {
    expect(messageHtml('  Halo <b>Bu</b> & "Pak"\nSopir sudah berangkat.\n')).toBe('Halo &lt;b&gt;Bu&lt;/b&gt; &amp; &quot;Pak&quot;<br>Sopir sudah berangkat.');
    expect(isBlank(' \n\t')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });

  it('tells the member at most once per interval while typing, and at once again after sending', () => {
    let now = 1_000;
    const sent: number[] = [];
    const pacer = typingPacer(() => sent.push(now), () => now);
    pacer.typed();
    now += 100;
    pacer.typed();
    now += TYPING_SEND_EVERY_MS - 100;
    pacer.typed();
    expect(sent).toEqual([1_000, 1_000 + TYPING_SEND_EVERY_MS]);
    now += 10;
    pacer.reset();
    pacer.typed();
    expect(sent).toHaveLength(3);
  });

  it('the box grows from one row to six with its text, then scrolls', () => {
    expect(rowsFor(20, 24)).toBe(1);
    expect(rowsFor(48, 24)).toBe(2);
    expect(rowsFor(24 * 6, 24)).toBe(6);
    expect(rowsFor(24 * 40, 24)).toBe(6);
    expect(rowsFor(100, Number.NaN)).toBe(1);
  });
});

describe('opening a chat from the list', () => {
  it('asks first only for a new complaint; the address carries the operators’ token', () => {
    expect([0, 1, 2].map((intstatus) => opensWithoutAsking({ intstatus: intstatus as 0 | 1 | 2 }))).toEqual([false, true, true]);
    expect(chatPath({ intid: 12, token_admin: 'a/b' })).toBe('/operasional/complaint-message/12/a%2Fb');
  });
});
