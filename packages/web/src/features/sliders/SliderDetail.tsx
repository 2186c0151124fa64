import type { SliderWire } from '@halte/contract';
import { DetailItems } from '../../ui/DetailItems';
import { DetailImage } from '../../ui/form/ImageField';
import { imageSrcOf } from '../../ui/form/imageFile';
import { sliders } from '../../i18n/sliders';

const t = sliders;

export function SliderDetail({ slider: s }: { slider: SliderWire }) {
  return (
    <DetailItems
      items={[
        { label: t.titleField, value: s.vcnama },
        { label: t.description, value: s.vcdeskripsi },
        {
          label: t.image,
          value: <DetailImage src={imageSrcOf(s.vcimage, s.vcimage_url)} alt={t.imageAlt(s.vcnama)} />,
        },
      ]}
    />
  );
}
