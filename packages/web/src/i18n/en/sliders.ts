import type { Widen } from '../widen';
import type { sliders as id } from '../sliders';

/** The slider images screen in English. */
export const sliders: Widen<typeof id> = {
  title: 'Slider Images',
  entity: 'Slider Image',
  name: 'Name',
  imageAlt: (name: string) => `Slider image ${name}`,
};
