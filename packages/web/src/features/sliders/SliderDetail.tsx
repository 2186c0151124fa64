import type { SliderWire } from '@halte/contract';
import { DetailItems } from '../../ui/DetailItems';
import { dataUrlOf } from '../../ui/form/imageFile';
import { masterB } from '../../i18n/master-b';

const t = masterB.sliders;

export function SliderDetail({ slider: s }: { slider: SliderWire }) {
  const image = dataUrlOf(s.vcimage) ?? (s.vcimage_url || null);
  return (
    <DetailItems
      items={[
        { label: t.titleField, value: s.vcnama },
        { label: t.description, value: s.vcdeskripsi },
        {
          label: t.image,
          value: image ? <img src={image} alt={t.imageAlt(s.vcnama)} className="img-thumbnail image-field__image" style={{ width: '30%' }} /> : masterB.imageInput.absent,
        },
      ]}
    />
  );
}
