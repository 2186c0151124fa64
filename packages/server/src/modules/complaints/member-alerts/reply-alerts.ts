import { eq } from 'drizzle-orm';
import { ALERT_KIND } from '@halte/contract';
import { conversations } from '../../../db/schema/index.js';
import { plainText } from '../../../lib/http/html.js';
import { complaintUrl } from './alert-texts.js';
import { raiseAlerts, type AlertDeps } from './raise-alerts.js';

/** How much of an answer a notice shows. */
export const REPLY_EXCERPT_MAX = 100;

/** An operator's answer stored in a member's conversation. */
export interface Reply { conversationId: number; messageId: number; memberId: number; message: string; at: Date }

/** `Balasan pengaduan`: the complaint (its code and title) and the start of the answer as plain text. */
export async function raiseReplyAlert(deps: AlertDeps, reply: Reply): Promise<void> {
  const [complaint] = await deps.db.select({ code: conversations.code, title: conversations.title }).from(conversations)
    .where(eq(conversations.id, reply.conversationId));
  if (!complaint) return;
  await raiseAlerts(deps, [{
    kind: 'reply',
    key: `reply:${reply.messageId}`,
    memberId: reply.memberId,
    title: ALERT_KIND.reply,
    body: `${complaint.code} · ${complaint.title}: ${plainText(reply.message, REPLY_EXCERPT_MAX)}`,
    url: complaintUrl(reply.conversationId),
    at: reply.at,
  }]);
}
