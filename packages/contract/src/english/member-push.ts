import type { Dictionary } from './types.js';

/** Members' phones subscribed to pushes. */
export const MEMBER_PUSH: Dictionary = {
  'Notifikasi diaktifkan di perangkat ini.': 'Notifications are on for this device.',
  'Notifikasi dimatikan di perangkat ini.': 'Notifications are off for this device.',
  'Alamat langganan notifikasi tidak valid.': 'Invalid notification subscription address.',
  'Layanan notifikasi perangkat ini tidak dikenal.': "This device's notification service is not recognised.",
  'Kunci langganan notifikasi tidak valid.': 'Invalid notification subscription keys.',
  'Terlalu banyak perangkat berlangganan notifikasi. Matikan notifikasi di perangkat lain terlebih dahulu.':
    'Too many devices are subscribed to notifications. Turn notifications off on another device first.',
};
