import { z } from 'zod';
import { optionalText, requiredText } from './fields.js';
import { imageField } from './images.js';

/** POST /articles/slider and PUT /articles/slider/{id}. */
export const sliderBody = z.object({
  vcnama: requiredText('Judul', 200),
  vcdeskripsi: optionalText('Deskripsi', 1000),
  vcimage: imageField,
  user_id: z.unknown().optional(),
});
export type SliderBody = z.infer<typeof sliderBody>;

export interface SliderWire {
  intid: number;
  vcnama: string;
  vcdeskripsi: string;
  /** Base64 without prefix; '' when none. */
  vcimage: string;
  vcimage_url: string;
  user_id: number | null;
  dtadd: string;
}
export type SliderListWire = Omit<SliderWire, 'vcimage'>;
