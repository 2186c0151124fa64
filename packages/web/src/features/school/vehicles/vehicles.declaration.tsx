import { LISTS_API, VEHICLES_API, labelsOf, vehicleBody, type VehicleWire } from '@halte/contract';
import type { CrudDeclaration } from '../../../ui/CrudScreen';
import { vehicles } from '../../../i18n/vehicles';

const t = vehicles;
const label = labelsOf(vehicleBody);

export const vehiclesDeclaration: CrudDeclaration<VehicleWire, typeof vehicleBody> = {
  title: t.title,
  entity: t.entity,
  resource: VEHICLES_API,
  columns: [
    { key: 'vckode', header: label.vckode, render: (v) => <code className="fs-6 text-body">{v.vckode}</code> },
    { key: 'vcnama', header: label.vcnama, render: (v) => <span className="fw-medium">{v.vcnama}</span> },
    { key: 'vcnopol', header: label.vcnopol, render: (v) => <span className="font-monospace fw-semibold text-nowrap">{v.vcnopol}</span> },
    {
      key: 'vctipe_angkutan',
      header: label.inttypeangkutan,
      render: (v) => {
        const bus = v.inttypeangkutan === 1;
        return (
          <span className={`badge rounded-pill ${bus ? 'bg-primary-subtle text-primary-emphasis' : 'bg-warning-subtle text-warning-emphasis'}`}>
            <i className={`bi ${bus ? 'bi-bus-front' : 'bi-truck-front'} me-1`} aria-hidden="true" />{v.vctipe_angkutan}
          </span>
        );
      },
    },
    { key: 'vcrute', header: label.intrute_angkutan_id },
  ],
  fields: [
    { name: 'vckode', type: 'text', width: 6 },
    { name: 'vcnama', type: 'text', width: 6 },
    { name: 'vcnopol', type: 'text', width: 6, placeholder: 'S 1234 AB' },
    { name: 'inttypeangkutan', type: 'select', width: 6 },
    { name: 'intrute_angkutan_id', type: 'select', searchable: true, choices: { endpoint: LISTS_API.route } },
    { name: 'vcdevice_id', type: 'text', help: t.deviceHelp },
  ],
  schema: vehicleBody,
  describe: (v) => `${v.vckode} — ${v.vcnopol}`,
};
