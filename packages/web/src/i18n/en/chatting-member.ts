import type { Widen } from '../widen';
import type { chattingMember as id } from '../chatting-member';

/** The members' conversation inbox in English. */
export const chattingMember: Widen<typeof id> = {
  title: 'Member Chats',
  member: 'Member',
  conversation: 'Conversation',
  lastMessage: 'Last Message',
  waiting: 'Waiting',
  status: 'Status',
  open: 'Open conversation',
  operatorPrefix: 'Staff:',
  photoOnly: '(photo)',
  unreadCount: (n: number) => `${n} unread ${n === 1 ? 'message' : 'messages'}`,
  waited: {
    now: 'just now',
    minutes: (n: number) => `${n} min`,
    hours: (h: number, m: number) => (m ? `${h} hr ${m} min` : `${h} hr`),
    days: (d: number, h: number) => `${d} ${d === 1 ? 'day' : 'days'}${h ? ` ${h} hr` : ''}`,
  },
};
