import { sliderBody, type SliderListWire, type SliderWire } from '@halte/contract';
import type { CrudDeclaration } from '../../ui/CrudScreen';
import { ImageField } from '../../ui/form/ImageField';
import { withoutUnchangedImage } from '../../ui/form/imageFile';
import { ImageThumb } from '../../ui/list/ImageThumb';
import { SliderDetail } from './SliderDetail';
import { sliders } from '../../i18n/sliders';
import { ui } from '../../i18n/ui';

const t = sliders;

/** Pictures of the member app's home slider. */
export const slidersDeclaration: CrudDeclaration<SliderListWire> = {
  title: t.title,
  entity: t.entity,
  endpoint: '/articles/slider',
  columns: [
    { key: 'vcnama', header: t.name, className: 'fw-medium' },
    { key: 'vcdeskripsi', header: t.description, className: 'text-body-secondary' },
    { key: 'vcimage_url', header: t.image, render: (s) => <ImageThumb src={s.vcimage_url} alt={s.vcimage_url ? t.imageAlt(s.vcnama) : ui.imageInput.absent} /> },
  ],
  fields: [
    { name: 'vcnama', label: t.titleField, type: 'text', required: true, maxLength: 200 },
    { name: 'vcdeskripsi', label: t.description, type: 'textarea', rows: 3, maxLength: 1000 },
    { name: 'vcimage', label: t.image, type: 'custom', component: ImageField },
  ],
  schema: sliderBody,
  defaults: { vcnama: '', vcdeskripsi: '', vcimage: '' },
  toBody: (values, mode, record) => withoutUnchangedImage(values, 'vcimage', mode, record),
  renderDetail: (s) => <SliderDetail slider={s as SliderWire} />,
  size: 'lg',
  describe: (s) => s.vcnama,
};
