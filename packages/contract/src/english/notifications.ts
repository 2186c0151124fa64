import type { Dictionary, Template } from './types.js';

/**
 * Notifications, stored in Indonesian as they were made: translated when read. A title is a
 * notice's name and what it is about ('Pengaduan baru: PGD-20261123-0001').
 */
export const NOTIFICATIONS: Dictionary = {
  'Pengaduan baru': 'New complaint',
  'Pesan baru dari member': 'New message from a member',
  /** The prefix a member's message's notice gets the conversation's code after (in SQL). */
  'Pesan baru dari member: ': 'New message from a member: ',
  'Pendaftaran siswa baru': 'New student registration',
  'Akun Anda telah diperbarui oleh administrator.': 'Your account has been updated by an administrator.',
};

export const NOTIFICATION_TEMPLATES: readonly Template[] = [
  ['Pengaduan baru: {}', 'New complaint: {}'],
  ['Pesan baru dari member: {}', 'New message from a member: {}'],
  ['Kendala perjalanan: {}', 'Trip problem: {}'],
  // A registration's notice: the child (the school) by the parent.
  ['{} ({}) oleh {}', '{} ({}) by {}'],
];
