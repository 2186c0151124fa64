import { VEHICLE_TYPES, vehicleBody, type VehicleWire } from '@halte/contract';
import type { CrudDeclaration } from '../../ui/CrudScreen';
import { choicesOf } from '../../ui/form/types';
import { vehicles } from '../../i18n/vehicles';

const t = vehicles;

const TYPE_CHOICES = choicesOf(VEHICLE_TYPES);

export const vehiclesDeclaration: CrudDeclaration<VehicleWire> = {
  title: t.title,
  entity: t.entity,
  endpoint: '/vehicles',
  columns: [
    { key: 'vckode', header: t.code, render: (v) => <code className="fs-6 text-body">{v.vckode}</code> },
    { key: 'vcnama', header: t.name, render: (v) => <span className="fw-medium">{v.vcnama}</span> },
    { key: 'vcnopol', header: t.plate, render: (v) => <span className="font-monospace fw-semibold text-nowrap">{v.vcnopol}</span> },
    {
      key: 'vctipe_angkutan',
      header: t.type,
      render: (v) => {
        const bus = v.inttypeangkutan === 1;
        return (
          <span className={`badge rounded-pill ${bus ? 'bg-primary-subtle text-primary-emphasis' : 'bg-warning-subtle text-warning-emphasis'}`}>
            <i className={`bi ${bus ? 'bi-bus-front' : 'bi-truck-front'} me-1`} aria-hidden="true" />{v.vctipe_angkutan}
          </span>
        );
      },
    },
    { key: 'vcrute', header: t.route },
  ],
  fields: [
    { name: 'vckode', label: t.code, type: 'text', required: true, maxLength: 30, width: 6 },
    { name: 'vcnama', label: t.name, type: 'text', required: true, maxLength: 100, width: 6 },
    { name: 'vcnopol', label: t.plate, type: 'text', required: true, maxLength: 20, width: 6, placeholder: 'S 1234 AB' },
    { name: 'inttypeangkutan', label: t.type, type: 'select', required: true, width: 6, choices: TYPE_CHOICES },
    { name: 'intrute_angkutan_id', label: t.route, type: 'select', required: true, searchable: true, choices: { endpoint: '/lists/route' } },
    { name: 'vcdevice_id', label: t.device, type: 'text', maxLength: 64, help: t.deviceHelp },
  ],
  schema: vehicleBody,
  defaults: { vckode: '', vcnama: '', vcnopol: '', inttypeangkutan: '', intrute_angkutan_id: '', vcdevice_id: '' },
  describe: (v) => `${v.vckode} — ${v.vcnopol}`,
};
