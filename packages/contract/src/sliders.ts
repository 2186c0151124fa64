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

/** List row: the image only as a URL. */
export const sliderListWire = z
  .object({
    intid: z.number().int(),
    vcnama: z.string(),
    vcdeskripsi: z.string(),
    vcimage_url: z.string(),
    user_id: z.number().int().nullable(),
    dtadd: z.string(),
  })
  .meta({ id: 'SliderListRow' });
export type SliderListWire = z.infer<typeof sliderListWire>;
export const sliderWire = sliderListWire
  .extend({
    /** Base64 without prefix; '' when none. */
    vcimage: z.string(),
  })
  .meta({ id: 'Slider' });
export type SliderWire = z.infer<typeof sliderWire>;
