import { CONVERSATION_MSG } from '@halte/contract';
import { localized } from './language';

/** Pesan Pengaduan and its chat: the members' complaints staff answer. */
export const complaints = localized('complaints', {
  title: 'Pesan Pengaduan',
  date: 'Tanggal',
  code: 'Kode',
  subject: 'Judul',
  member: 'Member',
  operator: 'Operator',
  status: 'Status',
  noOperator: 'Belum ada',
  chat: 'Buka percakapan',
  replyQuestion: 'Apakah anda akan membalas pesan ini ?',
  chatTitle: 'Percakapan',
  operatorSide: 'Petugas',
  placeholder: 'Tulis pesan… (Enter kirim, Shift+Enter baris baru)',
  messageLabel: 'Pesan',
  send: 'Kirim',
  end: 'Akhiri Percakapan',
  endQuestion: 'Apakah anda akan mengakhiri pesan ini ?',
  close: 'Tutup',
  ended: 'Percakapan sudah diakhiri',
  endedToast: { title: CONVERSATION_MSG.ended, text: CONVERSATION_MSG.alreadyEnded },
  typing: 'Sedang mengetik…',
  read: 'Dibaca',
  empty: 'Belum ada pesan.',
  loading: 'Memuat percakapan…',
  notFound: 'Percakapan tidak dapat dibuka.',
  photoAlt: (code: string) => `Foto pada percakapan ${code}`,
  photoLoading: 'Memuat foto…',
  photoMissing: 'Foto tidak dapat dimuat',
} as const);
