import { PARKING_LOCATIONS_API, labelsOf, parkingLocationBody, type ParkingLocationWire } from '@halte/contract';
import type { CrudDeclaration } from '../../../ui/CrudScreen';
import { LocationPointField } from './LocationPointField';
import { parkingMaster } from '../../../i18n/parking-master';

const t = parkingMaster.locations;
const label = labelsOf(parkingLocationBody);

export const parkingLocationsDeclaration: CrudDeclaration<ParkingLocationWire, typeof parkingLocationBody> = {
  title: t.title,
  entity: t.entity,
  resource: PARKING_LOCATIONS_API,
  columns: [
    { key: 'vcname', header: label.vcname, render: (l) => <span className="fw-medium">{l.vcname}</span> },
    { key: 'vcaddress', header: label.vcaddress, render: (l) => <span className="text-body-secondary">{l.vcaddress}</span> },
    {
      key: 'vcactive',
      header: label.intactive,
      render: (l) => (
        <span className={`badge rounded-pill ${l.intactive ? 'bg-success-subtle text-success-emphasis' : 'bg-secondary-subtle text-secondary-emphasis'}`}>{l.vcactive}</span>
      ),
    },
  ],
  fields: [
    { name: 'vcname', type: 'text' },
    { name: 'vcaddress', type: 'textarea', rows: 2 },
    { name: 'declatitude', type: 'custom', component: LocationPointField, help: t.mapHelp },
    { name: 'intactive', type: 'checkbox', values: [0, 1], help: t.activeHelp },
  ],
  schema: parkingLocationBody,
  size: 'lg',
  describe: (l) => l.vcname,
};
