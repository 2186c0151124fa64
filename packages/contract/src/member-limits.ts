/** What a member sends in too fast, each limited per member and per address within its window. */
export type MemberLimitKind = 'messages' | 'complaints' | 'photos' | 'signups';

/** The seconds left of a window, at least 1: a wait never reads 0. */
const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The 429 of a member limit, telling when the window frees. */
export const MEMBER_LIMIT_MSG: Record<MemberLimitKind, (waitMs: number) => string> = {
  messages: (ms) => `Terlalu banyak pesan. Coba lagi dalam ${secondsOf(ms)} detik.`,
  complaints: (ms) => `Terlalu banyak pengaduan. Coba lagi dalam ${secondsOf(ms)} detik.`,
  photos: (ms) => `Terlalu banyak foto. Coba lagi dalam ${secondsOf(ms)} detik.`,
  signups: (ms) => `Terlalu banyak pendaftaran akun dari alamat ini. Coba lagi dalam ${secondsOf(ms)} detik.`,
};

/** The answer once a member's photos fill their storage quota. */
export const photoQuotaFull = (megabytes: string) => `Ruang foto Anda sudah penuh (maksimal ${megabytes} MB). Foto tidak dapat dikirim.`;
