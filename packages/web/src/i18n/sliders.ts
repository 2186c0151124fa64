import { localized } from './language';
/** Gambar Slider: the slider images screen; field labels come from the contract. */
export const sliders = localized('sliders', {
  title: 'Data Gambar Slider',
  entity: 'Gambar Slider',
  name: 'Nama',
  imageAlt: (name: string) => `Gambar slider ${name}`,
} as const);
