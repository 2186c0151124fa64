import { crudEndpoints } from '../../endpoint.js';
import { sliderBody, sliderListWire, sliderWire } from '../../sliders.js';

/** Gambar Slider: the member app's home pictures, under `/articles/slider` (the path the member app calls). */
export const SLIDERS_API = crudEndpoints({
  path: '/articles/slider', tag: 'slider', access: ['master.sliders'], record: sliderWire, row: sliderListWire,
  createBody: sliderBody, reads: ['sliders'],
});
