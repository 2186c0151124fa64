import { CrudScreen } from '../../../ui/CrudScreen';
import { slidersDeclaration } from './sliders.declaration';

/** /master/gambar-slider */
export default function SlidersPage() {
  return <CrudScreen declaration={slidersDeclaration} />;
}
