/** Gambar Slider: the slider images screen. */
export const sliders = {
  title: 'Data Gambar Slider',
  entity: 'Gambar Slider',
  name: 'Nama',
  titleField: 'Judul',
  description: 'Deskripsi',
  image: 'Gambar',
  imageAlt: (name: string) => `Gambar slider ${name}`,
} as const;
