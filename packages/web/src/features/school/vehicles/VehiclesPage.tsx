import { CrudScreen } from '../../../ui/CrudScreen';
import { vehiclesDeclaration } from './vehicles.declaration';

/** /master/kendaraan */
export default function VehiclesPage() {
  return <CrudScreen declaration={vehiclesDeclaration} />;
}
