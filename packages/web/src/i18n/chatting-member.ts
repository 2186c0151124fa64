import { localized } from './language';
/** Chatting Member: the inbox of every conversation with members, the latest message first. */
export const chattingMember = localized('chattingMember', {
  title: 'Chatting Member',
  member: 'Member',
  conversation: 'Percakapan',
  lastMessage: 'Pesan Terakhir',
  waiting: 'Menunggu',
  status: 'Status',
  open: 'Buka percakapan',
  operatorPrefix: 'Petugas:',
  photoOnly: '(foto)',
  unreadCount: (n: number) => `${n} pesan belum dibaca`,
  /** How long the member has waited for an answer. */
  waited: { now: 'baru saja', minutes: (n: number) => `${n} menit`, hours: (h: number, m: number) => (m ? `${h} jam ${m} menit` : `${h} jam`), days: (d: number, h: number) => (h ? `${d} hari ${h} jam` : `${d} hari`) },
} as const);
