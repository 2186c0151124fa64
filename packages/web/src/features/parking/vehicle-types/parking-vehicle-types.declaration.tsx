import { PARKING_VEHICLE_TYPES_API, labelsOf, parkingVehicleTypeBody, type ParkingVehicleTypeDetailWire, type ParkingVehicleTypeWire } from '@halte/contract';
import type { CrudDeclaration } from '../../../ui/CrudScreen';
import { DateField } from './DateField';
import { describeTariff } from './describeTariff';
import { VehicleTypeDetail } from './VehicleTypeDetail';
import { parkingMaster } from '../../../i18n/parking-master';

const t = parkingMaster.vehicleTypes;
const label = labelsOf(parkingVehicleTypeBody);

export const parkingVehicleTypesDeclaration: CrudDeclaration<ParkingVehicleTypeWire, typeof parkingVehicleTypeBody> = {
  title: t.title,
  entity: t.entity,
  resource: PARKING_VEHICLE_TYPES_API,
  columns: [
    { key: 'vccode', header: t.code, render: (v) => <code className="fs-6 text-body">{v.vccode}</code> },
    { key: 'vcname', header: label.vcname, render: (v) => <span className="fw-medium">{v.vcname}</span> },
    { key: 'tariff', header: t.tariff, render: (v) => (v.tariff ? describeTariff(v.tariff) : <span className="text-body-secondary">{t.noTariff}</span>) },
    { key: 'vcregulation', header: label.vcregulation, render: (v) => <span className="text-body-secondary">{v.tariff?.vcregulation ?? ''}</span> },
  ],
  fields: [
    { name: 'vccode', type: 'text', width: 4 },
    { name: 'vcname', type: 'text', width: 8 },
    { name: 'vcregulation', type: 'text', width: 8, placeholder: t.regulationPlaceholder },
    { name: 'dteffective_from', type: 'custom', component: DateField, width: 4, help: t.effectiveHelp },
    { name: 'decfirst_fee', type: 'rupiah', width: 6 },
    { name: 'intfirst_minutes', type: 'number', width: 6, help: t.firstMinutesHelp },
    { name: 'dechourly_fee', type: 'rupiah', width: 6, help: t.hourlyHelp },
    { name: 'decmax_fee', type: 'rupiah', width: 6, help: t.maxHelp },
  ],
  schema: parkingVehicleTypeBody,
  size: 'lg',
  // The form edits the newest version: saving it unchanged changes nothing.
  toForm: (record) => {
    const v = record as ParkingVehicleTypeDetailWire;
    const newest = v.tariffs[0];
    return {
      vccode: v.vccode,
      vcname: v.vcname,
      vcregulation: newest?.vcregulation ?? '',
      dteffective_from: newest?.dteffective_from ?? '',
      decfirst_fee: newest?.decfirst_fee ?? '',
      intfirst_minutes: newest?.intfirst_minutes ?? '',
      dechourly_fee: newest?.dechourly_fee ?? '',
      decmax_fee: newest?.decmax_fee ?? '',
    };
  },
  renderDetail: (record) => <VehicleTypeDetail type={record as ParkingVehicleTypeDetailWire} />,
  describe: (v) => `${v.vccode} — ${v.vcname}`,
};
