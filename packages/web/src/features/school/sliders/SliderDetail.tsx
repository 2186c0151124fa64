import { labelsOf, sliderBody, type SliderWire } from '@halte/contract';
import { DetailItems } from '../../../ui/DetailItems';
import { DetailImage } from '../../../ui/form/ImageField';
import { imageSrcOf } from '../../../ui/form/imageFile';
import { sliders } from '../../../i18n/sliders';

const t = sliders;
const label = labelsOf(sliderBody);

export function SliderDetail({ slider: s }: { slider: SliderWire }) {
  return (
    <DetailItems
      items={[
        { label: label.vcnama, value: s.vcnama },
        { label: label.vcdeskripsi, value: s.vcdeskripsi },
        {
          label: label.vcimage,
          value: <DetailImage src={imageSrcOf(s.vcimage, s.vcimage_url)} alt={t.imageAlt(s.vcnama)} />,
        },
      ]}
    />
  );
}
