import { CrudScreen } from '../../../ui/CrudScreen';
import { driversDeclaration } from './drivers.declaration';

/** /master/pengemudi */
export default function DriversPage() {
  return <CrudScreen declaration={driversDeclaration} />;
}
