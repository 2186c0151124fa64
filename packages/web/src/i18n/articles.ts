/** Artikel: the articles screen. */
export const articles = {
  title: 'Data Artikel',
  entity: 'Artikel',
  name: 'Nama',
  titleField: 'Judul',
  summary: 'Pre Konten',
  summaryHelp: 'Ringkasan singkat yang tampil di daftar artikel aplikasi.',
  content: 'Konten',
  image: 'Gambar',
  imageAlt: (name: string) => `Gambar artikel ${name}`,
} as const;
