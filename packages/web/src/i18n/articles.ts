import { localized } from './language';
/** Artikel: the articles screen; field labels come from the contract. */
export const articles = localized('articles', {
  title: 'Data Artikel',
  entity: 'Artikel',
  name: 'Nama',
  summaryHelp: 'Ringkasan singkat yang tampil di daftar artikel aplikasi.',
  imageAlt: (name: string) => `Gambar artikel ${name}`,
} as const);
