import { CrudScreen } from '../../../ui/CrudScreen';
import { parkingLocationsDeclaration } from './parking-locations.declaration';

/** /master/lokasi */
export default function ParkingLocationsPage() {
  return <CrudScreen declaration={parkingLocationsDeclaration} />;
}
