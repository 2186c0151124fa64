/** Gambar Slider: the slider images screen; field labels come from the contract. */
export const sliders = {
  title: 'Data Gambar Slider',
  entity: 'Gambar Slider',
  name: 'Nama',
  imageAlt: (name: string) => `Gambar slider ${name}`,
} as const;
