import type { Dictionary, Template } from './types.js';

/** What parents are told (`Pemberitahuan`, pushes) and their settings' messages. */
export const ALERTS: Dictionary = {
  // `Naik` and `Turun` are the reports' words.
  'Bus mendekat': 'Bus approaching',
  Terlambat: 'Late',
  'Balasan pengaduan': 'Reply to your complaint',
  'Pengaturan notifikasi disimpan.': 'Notification settings saved.',
  'Semua pemberitahuan ditandai dibaca.': 'All notices marked as read.',
  'Anak tidak ditemukan.': 'Child not found.',
  'Sopir melaporkan kendala.': 'The driver reported a problem.',
};

/** A notice's text is built from the child's name, the bus's plate, the time and the place. */
export const ALERT_TEMPLATES: readonly Template[] = [
  ['{} naik bus {}', '{} boarded bus {}'],
  ['{} turun dari bus {}', '{} got off bus {}'],
  ['Pukul {n}.{n}.', 'At {}:{}.'],
  ['Pukul {n}.{n} di halte {}.', 'At {}:{} at the stop {}.'],
  ['Pukul {n}.{n}, {n} m dari halte {}.', 'At {}:{}, {} m from the stop {}.'],
  ['Bus {} terlambat', 'Bus {} is late'],
  ['Sopir melaporkan kendala: {}', 'The driver reported a problem: {}'],
  ['Menit sebelum tiba {n} sampai {n}.', 'Minutes before arrival: {} to {}.'],
  ['Menit keterlambatan {n} sampai {n}.', 'Minutes late: {} to {}.'],
];
