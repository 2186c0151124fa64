import { localized } from './language';

/** The language switch of the settings panel, the profile and the phone pages. */
export const languageSwitch = localized('languageSwitch', {
  label: 'Bahasa',
  /** Each language named in itself, so a reader of either finds their own. */
  names: { id: 'Bahasa Indonesia', en: 'English' },
  short: { id: 'ID', en: 'EN' },
  switchTo: (name: string) => `Ganti bahasa ke ${name}`,
  hint: 'Halaman dimuat ulang dalam bahasa yang dipilih; pilihan ini tersimpan di akun Anda.',
  switching: 'Mengganti bahasa…',
} as const);
