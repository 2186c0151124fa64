import { describe, expect, it } from 'vitest';
import { TYPING_SEND_EVERY_MS, type ConversationMessageWire } from '@halte/contract';
import { withMessage } from '../../src/features/complaints/threadMessages';
import { isBlank, messageHtml } from '../../src/features/complaints/messageHtml';
import { typingPacer } from '../../src/features/complaints/typingPacer';
import { rowsFor } from '../../src/features/complaints/growingRows';
import { chatPath, opensWithoutAsking } from '../../src/features/complaints/chatPath';

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
