import { SCHOOL_LEVELS, schoolBody, type SchoolDetailWire, type SchoolWire } from '@halte/contract';
import type { CrudDeclaration } from '../../ui/CrudScreen';
import { choicesOf } from '../../ui/form/types';
import { SchoolDetail } from './SchoolDetail';
import { schools } from '../../i18n/schools';

const t = schools;

const LEVEL_CHOICES = choicesOf(SCHOOL_LEVELS);
const LEVEL_TONES: Record<number, string> = { 2: 'danger', 3: 'primary', 4: 'secondary' };

export const schoolsDeclaration: CrudDeclaration<SchoolWire> = {
  title: t.title,
  entity: t.entity,
  endpoint: '/schools',
  columns: [
    { key: 'vckode', header: t.code, render: (s) => <code className="fs-6 text-body">{s.vckode}</code> },
    { key: 'vcnama', header: t.name, render: (s) => <span className="fw-medium">{s.vcnama}</span> },
    { key: 'vcalamat', header: t.address, render: (s) => <span className="text-body-secondary">{s.vcalamat}</span> },
    {
      key: 'vcjenjang_sekolah',
      header: t.level,
      render: (s) => {
        const tone = LEVEL_TONES[s.intjenjangsekolah] ?? 'secondary';
        return <span className={`badge rounded-pill bg-${tone}-subtle text-${tone}-emphasis`}>{s.vcjenjang_sekolah}</span>;
      },
    },
  ],
  fields: [
    { name: 'vckode', label: t.code, type: 'text', required: true, maxLength: 30, width: 5 },
    { name: 'vcnama', label: t.name, type: 'text', required: true, maxLength: 150, width: 7 },
    { name: 'vcalamat', label: t.address, type: 'textarea', required: true, maxLength: 300, rows: 2 },
    { name: 'intjenjangsekolah', label: t.level, type: 'select', required: true, width: 6, choices: LEVEL_CHOICES },
    { name: 'vehicles', label: t.vehicles, type: 'select', multiple: true, help: t.vehiclesHelp, choices: { endpoint: '/lists/vehicle' } },
  ],
  schema: schoolBody,
  defaults: { vckode: '', vcnama: '', vcalamat: '', intjenjangsekolah: '', vehicles: [] },
  toForm: (record) => {
    const s = record as SchoolDetailWire;
    return { vckode: s.vckode, vcnama: s.vcnama, vcalamat: s.vcalamat, intjenjangsekolah: s.intjenjangsekolah, vehicles: s.vehicles.map((v) => v.intid) };
  },
  renderDetail: (record) => <SchoolDetail school={record as SchoolDetailWire} />,
  describe: (s) => `${s.vckode} — ${s.vcnama}`,
};
