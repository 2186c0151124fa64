import { LISTS_API, SCHOOLS_API, labelsOf, schoolBody, type SchoolDetailWire, type SchoolWire } from '@halte/contract';
import type { CrudDeclaration } from '../../../ui/CrudScreen';
import { SchoolDetail } from './SchoolDetail';
import { schools } from '../../../i18n/schools';

const t = schools;
const label = labelsOf(schoolBody);
const LEVEL_TONES: Record<number, string> = { 2: 'danger', 3: 'primary', 4: 'secondary' };

export const schoolsDeclaration: CrudDeclaration<SchoolWire, typeof schoolBody> = {
  title: t.title,
  entity: t.entity,
  resource: SCHOOLS_API,
  columns: [
    { key: 'vckode', header: label.vckode, render: (s) => <code className="fs-6 text-body">{s.vckode}</code> },
    { key: 'vcnama', header: label.vcnama, render: (s) => <span className="fw-medium">{s.vcnama}</span> },
    { key: 'vcalamat', header: label.vcalamat, render: (s) => <span className="text-body-secondary">{s.vcalamat}</span> },
    {
      key: 'vcjenjang_sekolah',
      header: label.intjenjangsekolah,
      render: (s) => {
        const tone = LEVEL_TONES[s.intjenjangsekolah] ?? 'secondary';
        return <span className={`badge rounded-pill bg-${tone}-subtle text-${tone}-emphasis`}>{s.vcjenjang_sekolah}</span>;
      },
    },
  ],
  fields: [
    { name: 'vckode', type: 'text', width: 5 },
    { name: 'vcnama', type: 'text', width: 7 },
    { name: 'vcalamat', type: 'textarea', rows: 2 },
    { name: 'intjenjangsekolah', type: 'select', width: 6 },
    { name: 'declattitude', type: 'number', width: 3, help: t.positionHelp },
    { name: 'declongitude', type: 'number', width: 3 },
    { name: 'vehicles', type: 'select', multiple: true, help: t.vehiclesHelp, choices: { endpoint: LISTS_API.vehicle } },
  ],
  schema: schoolBody,
  toForm: (record) => {
    const s = record as SchoolDetailWire;
    return {
      vckode: s.vckode,
      vcnama: s.vcnama,
      vcalamat: s.vcalamat,
      intjenjangsekolah: s.intjenjangsekolah,
      declattitude: s.declattitude ?? '',
      declongitude: s.declongitude ?? '',
      vehicles: s.vehicles.map((v) => v.intid),
    };
  },
  renderDetail: (record) => <SchoolDetail school={record as SchoolDetailWire} />,
  describe: (s) => `${s.vckode} — ${s.vcnama}`,
};
