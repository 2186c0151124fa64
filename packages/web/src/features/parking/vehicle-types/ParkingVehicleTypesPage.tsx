import { CrudScreen } from '../../../ui/CrudScreen';
import { parkingVehicleTypesDeclaration } from './parking-vehicle-types.declaration';

/** /master/tipe-kendaraan */
export default function ParkingVehicleTypesPage() {
  return <CrudScreen declaration={parkingVehicleTypesDeclaration} />;
}
