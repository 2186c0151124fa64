import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { DRIVER_ROLE, screenOf, type ScreenKey } from '@halte/contract';
import { menus, roleMenus, roles, users } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { afterCommit } from '../../lib/after-commit.js';
import { memberPhotoUrl, staffPhotoUrl, toMessageWire, type MessageRow } from './message-parts.js';
import type { ConversationTarget } from '../../realtime/conversation-channel.js';
import type { ScreenAccess } from '../../auth/access.js';

/** The screens that answer complaints: their roles may read and reply, and hear each message. */
export const COMPLAINT_SCREENS: readonly [ScreenKey, ...ScreenKey[]] = ['operations.complaints', 'operations.chat'];
/** Where a notice opens: the complaints list (its calls are open to both screens' roles). */
const NOTICE_SCREEN = 'operations.complaints';
/** The Chatting Member inbox: its role chats in any conversation, as the complaints screen's does. */
export const INBOX_SCREENS: ScreenAccess = ['operations.chat'];

/** The staff users whose role answers complaints: Pesan Pengaduan or Chatting Member. */
async function complaintStaff(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(roleMenus, eq(roleMenus.roleId, users.roleId))
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(inArray(menus.screenKey, [...COMPLAINT_SCREENS]), ne(roles.code, DRIVER_ROLE)));
  return rows.map((r) => r.id);
}

/** Tells that staff of a member's complaint or message, stored in `tx` and pushed once committed. */
export async function noticeComplaintStaff(app: FastifyInstance, tx: Db, n: { title: string; body: string }) {
  const stored = await app.ctx.notifier.store(tx, await complaintStaff(tx), { kind: 'complaint', ...n, url: screenOf(NOTICE_SCREEN)?.path ?? '' });
  afterCommit(tx, (a) => a.ctx.notifier.push(stored));
}

/**
 * Pushes a message stored in `tx` to both sides once committed; each side gets the photo's
 * address of its own API.
 */
export function deliverOnCommit(tx: Db, target: ConversationTarget, row: MessageRow) {
  afterCommit(tx, (a) => a.ctx.conversations.push(target, { staff: toMessageWire(row, staffPhotoUrl), member: toMessageWire(row, memberPhotoUrl) }));
}
