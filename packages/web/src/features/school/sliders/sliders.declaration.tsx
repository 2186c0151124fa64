import { SLIDERS_API, labelsOf, sliderBody, type SliderListWire, type SliderWire } from '@halte/contract';
import type { CrudDeclaration } from '../../../ui/CrudScreen';
import { ImageField } from '../../../ui/form/ImageField';
import { withoutUnchangedImage } from '../../../ui/form/imageFile';
import { ImageThumb } from '../../../ui/list/ImageThumb';
import { SliderDetail } from './SliderDetail';
import { sliders } from '../../../i18n/sliders';
import { ui } from '../../../i18n/ui';

const t = sliders;
const label = labelsOf(sliderBody);

/** Pictures of the member app's home slider. */
export const slidersDeclaration: CrudDeclaration<SliderListWire, typeof sliderBody> = {
  title: t.title,
  entity: t.entity,
  resource: SLIDERS_API,
  columns: [
    { key: 'vcnama', header: t.name, cellClassName: 'fw-medium' },
    { key: 'vcdeskripsi', header: label.vcdeskripsi, cellClassName: 'text-body-secondary' },
    { key: 'vcimage_url', header: label.vcimage, render: (s) => <ImageThumb src={s.vcimage_url} alt={s.vcimage_url ? t.imageAlt(s.vcnama) : ui.imageInput.absent} /> },
  ],
  fields: [
    { name: 'vcnama', type: 'text' },
    { name: 'vcdeskripsi', type: 'textarea', rows: 3 },
    { name: 'vcimage', type: 'custom', component: ImageField },
  ],
  schema: sliderBody,
  toBody: (values, mode, record) => withoutUnchangedImage(values, 'vcimage', mode, record),
  renderDetail: (s) => <SliderDetail slider={s as SliderWire} />,
  size: 'lg',
  describe: (s) => s.vcnama,
};
